<!DOCTYPE html>
<html lang="en" id="html-main">
<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-T3c6CoIi6uLrA9TneNEoa7RxnatzjcDSCmG1MXxSR1GAsXEV/Dwwykc2MPK8M2HN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.7.0/css/font-awesome.min.css">
    <link rel="stylesheet" href="css/style.css">
    <script src="./js/script.js"></script>
    <title>Home - Osteria Dell'Acquabella</title>
</head>
<body>


<div class=" alert alert-warning alert-dismissible fade show" role="alert">
    <div id="alert-container">
        <p class="fs-5"><strong><u>AVVISO</u></strong></p>
        <p>Questo sito utilizza <b>cookie tecnici.</b><br> 
          I cookie ci aiutano a fornire i nostri servizi e a garantirVi una corretta navigazione del sito. <br></p>
        <p> Questo sito utilizza anche <b>cookie di terze parti.</b><br>
          Per maggiori informazioni visionare <a href="privacy.php" class="text-decoration-underline text-black-50">l'informativa sull'utilizzo dei cookie.</a> Utilizzando questo sito Voi acconsentite all'utilizzo dei cookie da terze parti.</p>
       <div class="text-end">
            <form method="post">
                <button id="cookie_accepted" type="submit" name="cookie_accepted" class="btn cookie-alert-btn">Accetta</button>
            </form>
       </div>
    </div>
</div>
    
    <main>
        <h1 class="p-3 m-0 font-spumoni">Su di Noi</h1>
        
        <section id="storia" class="about">
            <!-- storia -->
            <h3 class="font-spumoni">Storia</h3>
            <div class="container">
                <div class="row align-items-center">
                    <div class="col-12 col-lg-6">
                        <p>
                            Acquabella era il nome di una roggia periferica, 
                            un fosso che scorreva nella zona sud est di Milano facendo il 
                            paio con la roggia Vettabia. 
                        </p>
                        <p>
                            Un locale con lo stesso nome <b>"trattoria Acquabella"</b> esisteva da 
                            tempo proprio nei pressi della roggia, in piazzale Susa a Milano, 
                            oggi quasi in centro, ma un tempo estrema periferia. 
                        </p>
                        <p>
                            Negli anni '50 la famiglia Artuso, nello specifico <b>Mario Artuso</b>, dopo una soddisfacente 
                            esperienza come Patronne del ristorante "La Lanterna" in via Lanzone, sempre a Milano, 
                            decide di rilevare questo locale ed attrezzarlo come punto di ristoro per operai ed impiegati 
                            delle numerose fabbriche ed uffici presenti in zona, senza disdegnare l'attività di osteria 
                            con mescita e gioco delle carte; il tutto con grande successo fino alla fine degli anni 70', 
                            periodo in cui il mitico Mario lascia il locale e la gestione ad altri. 
                        </p>
                    </div>
                    <div class="col-12 col-lg-6">
                        <figure class="text-center">
                            <img src="imgs/trattoria.jpeg" alt="Trattoria Acquabella" class="img-fluid border border-1 border-black rounded-2">
                            <figcaption>
                                <p class="fst-italic m-1">Trattoria Acquabella originale</p>
                            </figcaption>
                        </figure>
                    </div>
                
                    <div class="col-12 mt-4">
                        <p>
                            Dopo quasi 25 anni, i figli di Mario Artuso, <b>Liliana</b>, <b>Massimo</b> e <b>Daniela</b> 
                            ridanno vita all'atmosfera in cui sono cresciuti. 
                            Riapre così l'osteria dell'Acquabella dove Liliana (Patronne e Chef), Massimo (Chef) e Daniela (Sala), 
                            coadiuvate da <b>Renzo Zucca</b> (Barman di provata esperienza), ripercorrono le gesta culinarie del padre, 
                            il quale ha assistito all'inaugurazione avvenuta nell'ottobre 2003.
                        </p>
                    </div>
                    <div class="col-12">
                        <figure class="text-center">
                            <img src="imgs/lilli-max-renzo.jpeg" class="img-fluid border border-1 border-black rounded-2" alt="Massimo, Liliana e Renzo">
                            <figcaption>
                                <p class="fst-italic m-1">Da sinistra: Massimo, Liliana e Renzo</p>
                            </figcaption>
                        </figure>
                    </div>
                
                    <div class="col-12">
                        <h5 class="fw-bold my-3">Un pezzo di Milano ci ha lasciati.</h5>
                        <p>
                            Nell'immediato dopoguerra e negli anni 60 le osterie, i trani, le bettole, 
                            le trattorie ed i ristoranti della città chiudevano i battenti a mezzanotte. 
                            La mezzanotte segnava la fine simbolica della giornata, il momento in cui cessavano 
                            davvero tutte le attività. 
                            Solo intorno alla stazione centrale, per via dei treni in partenza a quell’ora, 
                            vi erano segnali di continuità della frenesia giornaliera.
                        </p>
                    </div>
                    <div class="col-12 col-lg-6">
                        <figure class="text-center">
                            <img src="imgs/mario.JPG" alt="Mario" class="img-fluid border border-1 border-black rounded-2">
                            <figcaption>
                                <p class="fst-italic m-1">Mario</p>
                            </figcaption>
                        </figure>
                    </div>
                    <div class="col-12 col-lg-6">
                        <p>
                            E così, come ha fatto per molti anni, subito dopo la mezzanotte del 18 dicembre 2004, 
                            <b>“Il Mario”</b> ha chiuso, questa volta per sempre, la sua Osteria. <br>
                            Lo vedo ancora togliersi il grembiule da lavoro, tassativamente bianco perché "il cliente
                             deve capire che qui è pulito!”, imbracciare il “ferro” per la saracinesca (quelle elettriche 
                             arriveranno molto dopo!) e chiudere il locale. 
                        </p>
                        <p>
                            “Il Mario” è Mario Artuso, un uomo semplice, un grande cuoco, non gli piaceva la parola chef 
                            e si gongolava nel sentirsi definire “il Maestro”. 
                            Un maestro di cucina e di discrezione. Quarant’anni di mestiere, da giovane apprendista fino 
                            ad avere il suo primo locale, poi la Lanterna in via Lanzone, la Trattoria dell’Acquabella 
                            in piazzale Susa, l’esperienza in via Novara (l’ippodromo, i fantini) e ancora suggerimenti 
                            e consigli per far rinascere l’Acquabella in Porta Romana dopo oltre vent’anni.
                        </p>
                    </div>
                    <div class="col-12">
                        <p>Grande intenditore di cucina, bravo dietro il banco e nell’intrattenere i clienti, sempre radioso 
                            e scherzoso. <br>
                            Non era uomo da premi gastronomici, non era uomo da prima pagina, era uno dei tanti ristoratori 
                            artefici di una cucina semplice e tradizionale che riprendeva le ricette della cucina rurale e contadina 
                            comune a tutto il nord Italia. 
                        </p>
                        <p>
                            Grazie Mario, per quello che ci hai lasciato e per quello che ci hai insegnato. 
                            Grazie anche a nome delle decine di migliaia di Milanesi e non che hanno avuto il privilegio di provare 
                            la tua cucina e conoscere la tua simpatia.
                        </p>
                        <p class="text-center fs-4 p-3"><strong><i>Ciao Mario!</i></strong></p>
                    </div>
                </div>

            </div>
        </section>
        <div class="d-lg-flex justify-content-center">
            <section id="orari" class="about">
                <!-- orari -->
                <h3 class="font-spumoni">Orari</h3>
                <div class="container">
                    
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Lunedì</b>
                            </div>
                            <div class="col-6 p-0">
                                <p>CHIUSO</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Martedì</b>
                            </div>
                            <div class="col-6 p-0">
                                <p class="m-0">12:00 - 14:00</p>
                                <p>19:00 - 23:30</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Mercoledì</b>
                            </div>
                            <div class="col-6 p-0">
                                <p class="m-0">12:00 - 14:00</p>
                                <p>19:00 - 23:30</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Giovedì</b>
                            </div>
                            <div class="col-6 p-0">
                                <p class="m-0">12:00 - 14:00</p>
                                <p>19:00 - 23:30</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Venerdì</b>
                            </div>
                            <div class="col-6 p-0">
                                <p class="m-0">12:00 - 14:00</p>
                                <p>19:00 - 23:30</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Sabato</b>
                            </div>
                            <div class="col-6 p-0">
                                <p class="m-0">12:00 - 14:00</p>
                                <p>19:00 - 23:30</p>
                            </div>
                        </div>
                        <div class="row">
                            <div class="col-6 w-50">
                                <b>Domenica</b>
                            </div>
                            <div class="col-6 p-0">
                                <p>CHIUSO</p>
                            </div>
                        </div>
                   
                </div>
                <p class="text-center mt-4"><i><u>ATTENZIONE:</u> durante le festività gli orari potrebbero variare</i></p>
            </section>
            <!-- dove siamo -->
            <section id="dove" class="about">
                <h3 class="font-spumoni">Dove Siamo</h3>
                <div class="container">
                    <div class="row">
                        <div class="col-12">
                            <p>Ci troviamo in <b>via San Rocco n° 11 - 20135 Milano</b> <br>  
                                All'angolo con via Gaetana Agnesi.<br> 
                                (Zona Porta Romana M3)</p>
                        </div>
                        <div class="col-12">
                            <p><b>Mezzi di trasporto:</b></p>
                            <ul>
                                <li>Metro gialla (M3)</li>
                                <li>Autobus: 65, 62, 90</li>
                                <li>Tram: 9, 24</li>
                            </ul>
                        </div>
                        <div class="col-12 gmp-map">
                            <gmp-map center="45.44993209838867,9.201306343078613" zoom="14" map-id="DEMO_MAP_ID">
                                <gmp-advanced-marker position="45.44993209838867,9.201306343078613" title="My location"></gmp-advanced-marker>
                              </gmp-map>
                        </div>
                    </div>
                </div>

            </section>
        </div>
        <section id="contatti" class="about mb-2 text-center">
            <!-- contatti -->
            <h3 class="font-spumoni">Contatti</h3>
            <p>
                Per le prenotazioni e per tutte le informazioni che riguardano 
                l’organizzazione di pranzi e cene potete contattarci, <u>durante gli 
                    orari di apertura</u>, al numero <b class="user-select-all"><a href="tel:+390258309653">+39 02 58309653</a></b>, oppure inviare 
                una e-mail all'indirizzo <b><a href="mailto:prenotazioni@acquabella.it" class="user-select-all link">prenotazioni@acquabella.it</a></b>
            </p>
            <p class="border border-1 border-black p-3">
                TUTTI I NOSTRI PIATTI SONO DISPONIBILI PER L'ASPORTO!
                <br>
                Scrivici su WhatsApp al <b><a href="https://wa.me/393471396520" target="_blank" class="user-select-all">+39 3471396520 <i class="bi bi-whatsapp fs-4"></i></a></b>
            </p>
            <p>
                Non dimenticare di seguirci sui nostri social per restare aggiornato sulle novità e sulle <b>OFFERTE GIORNALIERE!</b>
                <div class="text-center d-flex justify-content-center align-items-center">
                    <a href="https://www.instagram.com/osteria_acquabella/" class="fs-3 social" target="_blank"><i class="bi bi-instagram"></i></a>
                    <a href="https://www.facebook.com/osteriadellacquabella" class="fs-3 mx-2 social" target="_blank"><i class="bi bi-facebook"></i></a>
                    <a href="https://www.tripadvisor.it/Restaurant_Review-g187849-d1095150-Reviews-Osteria_dell_Acquabella-Milan_Lombardy.html" class="fs-3 social" target="_blank"><i class="fa fa-tripadvisor"></i></a>
                </div>
            </p>
        </section>
        <div class="container-fluid">
            <div class="row">
              <div class="col-12 text-end m-0">
                <a href="#storia" class="text-decoration-underline"><i class="bi bi-arrow-up fs-5"></i>TORNA SU</a>
              </div>
            </div>
          </div>
    </main>

    <footer class="text-center shadow-lg">
        <div class="container-fluid">
            <div class="row align-items-center p-5">
                <!-- telefono e email -->
                <div class="col-12 col-lg-4 order-2 order-lg-0 p-0 text-center">
                    <a href="tel:+390258309653"><p class="m-0">Tel: <b class="user-select-all">+39 02 58309653</b></p></a>
                    <a href="mailto:prenotazioni@acquabella.it" class="user-select-all"><p class="m-0">Email: <b>prenotazioni@acquabella.it</b></p></a>
                </div>
                <!-- via e piva -->
                <div class="col-12 col-lg-4 order-0 order-lg-1 p-0">
                    <ul class="list-unstyled m-0">
                        <li>Osteria dell'Acquabella S.r.l.</li>
                        <li class="text-warning user-select-all">Via San Rocco n° 11 - 20135 Milano</li>
                        <li class="fs-6"><a href="privacy.php" class="text-decoration-underline">Privacy e Cookies</a> - P.Iva 04013720968</li>
                    </ul>
                </div>
                <!-- social -->
                <div class="col-12 col-lg-4 p-3 order-1 order-lg-2 text-center fs-4">
                    <a target="_blank" href="https://wa.me/393471396520" class="user-select-all"><i class="bi bi-whatsapp"></i></a>
                    <a target="_blank" href="https://www.instagram.com/osteria_acquabella/"><i class="bi bi-instagram"></i></a>
                    <a target="_blank" href="https://www.facebook.com/osteriadellacquabella"><i class="bi bi-facebook"></i></a>
                    <a target="_blank" href="https://www.tripadvisor.it/Restaurant_Review-g187849-d1095150-Reviews-Osteria_dell_Acquabella-Milan_Lombardy.html" class="fs-4"><i class="fa fa-tripadvisor"></i></a>
                  </div>
            </div>
            <div class="row copyright shadow-lg p-2">
              <div class="col-12">
                <p class="text-center text-lg-start m-0">&copy;2023 Osteria dell'Acquabella</p>
              </div>
            </div>
        </div>
    </footer>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>
</body>
</html>