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
        <h1 class="p-3 m-0 font-spumoni">La Cucina</h1>
        <section id="antipasti" class="cucina">
            <!-- Antipasti -->
            <p class="h3 font-spumoni bordeaux">Antipasti</p>
            <ul class="m-0 p-0">
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Antipasto Acquabella <br>
                    <span>(Affettati misti, nervetti e insalata russa)</span>
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 15.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Misto di formaggi
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Affettato misto
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ciotola di nervetti dell'Acquabella
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 7.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ciotola di insalata russa
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 7.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ciotola di Raspadura <br>
                    <span>(Formaggio Lodigiano - nei mesi invernali)</span>
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 7.00</div>
              </li>
            </ul>
        </section>

        <section id="piatti-unici" class="cucina">
            <!-- Piatti unici -->
            <p class="h3 font-spumoni bordeaux">Piatti Unici</p>
            <ul class="m-0 p-0">
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ossobuco con Risotto alla Milanese
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 26.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Cotoletta con Risotto alla Milanese
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 28.00</div>
              </li>
            </ul>
        </section>

        <section id="primi" class="cucina">
            <!-- Primi -->
            <p class="h3 font-spumoni bordeaux">Primi Piatti</p>
            <ul class="m-0 p-0">
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Risotto alla Milanese
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Risotto al vino rosso Buttafuoco
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Risotto "al salto"
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Pasta e Fagioli
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Pasta e Fagioli e Radicchio
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Caserecce all'Acquabella <br>
                    <span>(con soffritto di cipolla, pomodoro, pancetta e peperoncino)</span>
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 10.00</div>
              </li>
            </ul>
        </section>

        <section id="secondi" class="cucina">
            <!-- Secondi -->
            <p class="h3 font-spumoni bordeaux">Secondi Piatti</p>
            <ul class="m-0 p-0">
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ossobuco di Vitello
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 18.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Ossobuco di Vitello con Contorno a scelta                   
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 22.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Cotoletta alla Milanese
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 22.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Cotoletta alla Milanese con Patate al forno
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 25.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Polpettine della casa al sugo
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 12.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Polpettine della casa con contorno a scelta
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 16.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Magutt <br>
                    <span>(Polenta e gorgonzola al forno - nei mesi invernali)</span>
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 10.00</div>
              </li>
            </ul>
        </section>

        <section id="contorni" class="cucina">
            <!-- Contorni -->
            <p class="h3 font-spumoni bordeaux">Contorni</p>
            <ul class="m-0 p-0">
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Radicchio alla piastra
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 6.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Patate al forno
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 6.00</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Verza stufata
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 5.50</div>
              </li>
              <li class="row justify-content-between mb-3">
                <div class="col-6 col-sm-7">
                  <p>
                    Polenta <br>
                    <span>(nei mesi invernali)</span>
                  </p>
                </div>
                <div class="col-6 col-sm-5 text-end">€ 4.00</div>
              </li>
            </ul>
        </section>

        <section id="dolci" class="cucina">
          <!-- Dolci -->
          <p class="h3 font-spumoni bordeaux">Dolci</p>
          <ul class="m-0 p-0">
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Salame di Cioccolato
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 7.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Sbrisolona Mantovana
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 7.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Tiramisù
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 6.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Tiramisù al VOV
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 6.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Torta Brutta Ma Buona <br>
                  <span>(al cioccolato, senza glutine)</span>
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 7.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Bombardino caldo con panna
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 6.00</div>
            </li>
            <li class="row justify-content-between mb-3">
              <div class="col-6 col-sm-7">
                <p>
                  Caffè Borghetti caldo con panna
                </p>
              </div>
              <div class="col-6 col-sm-5 text-end">€ 4.00</div>
            </li>
          </ul>
        </section>
        <div class="container-fluid">
          <div class="row">
            <div class="col-12 text-end m-0">
              <a href="#antipasti" class="text-decoration-underline"><i class="bi bi-arrow-up fs-5"></i>TORNA SU</a>
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