
<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta http-equiv="X-UA-Compatible" content="ie=edge">
    <meta name="theme-color" content="#998675"/>
    <link rel="stylesheet" href="/attributes/css-reset.css">
    <link rel="stylesheet" href="/attributes/style.css">
    <title>Zaal Het Lokaal</title>
    <script src="https://code.jquery.com/jquery-1.10.2.js"></script>
    <link rel="shortcut icon" href="/attributes/img/home-favicon.ico">
</head>
<body> 


<header class="small">
    <section class="header-text-placeholder">
        <section class="logo"><p class="l1"> ZAAL </p> <p class="l2"> | HET LOKAAL </p></section>
        <p class="slider-text"> Feesten </p>
    </section>
    <menu >
    <ul class="small-menu"> 
      
        <li><a id="1" href="index.php">Home</a></li>
        <li><a id="2" href="mogelijkheden.php">Mogelijkheden</a></li>
        <li><a id="3" href="fotos.php">Foto's</a></li>
        <li><a id="4" href="contact.php">Contact</a></li>
    <ul>
    </menu>
</header> 

<section class="information">
    <section class="information-conainer">

        <section class="information-content">
            <!-- start informatie conteiner -->
            <section id="box1" class="activebox informatie-blok-container">
                <section class="information-box-title">
                    <p class="information-title" > Receptie  </p>
                </section>
                <section class="information-box">
                    <p class="information-lead">mogelijkheden vanaf 25 personen </p>
                </section>
            <!-- end informatie container -->
        </section>
        <section id="box1" class="activebox informatie-blok-container">
                <section class="information-box-title">
                    <p class="information-title" > Dranken / gebak   </p>
                </section>
                <section class="information-box">
                    <section class="prijs-tabel">
                        <p class="information-naam"> frisdrank  </p> <p class="information-prijs-tabel">  2,30 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> Pils tap  </p> <p class="information-prijs-tabel">  2,60 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> Pils fles  </p> <p class="information-prijs-tabel">  2,90 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> wijn, port, sherry, vermouth   </p> <p class="information-prijs-tabel">  3,50 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> sappen  </p> <p class="information-prijs-tabel">  2,60 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> koffie, thee   </p> <p class="information-prijs-tabel">  2,20 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> gedistllleerd binnenland   </p> <p class="information-prijs-tabel">  3,30 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> gedjstilleerd buitenland  </p> <p class="information-prijs-tabel">  5,50 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> gebakjes vers van de bakker  </p> <p class="information-prijs-tabel">  3,50 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam"> petit four </p> <p class="information-prijs-tabel">  3,00 € </p>
                    </section>
                    <section class="prijs-tabel">
                        <p class="information-naam">plakje cake  </p> <p class="information-prijs-tabel">  1,50 € </p>
                    </section>
                </section>
        </section>
        <!-- end informatie container -->
        <section id="box1" class="activebox informatie-blok-container">
                <section class="information-box-title">
                    <p class="information-title" > bittergarnituur   </p>
                </section>
                <section class="information-box">
                    <p class="information-lead"> gemengde bittergarnituur per stuk  </p>
                    <section class="prijs-tabel">
                        <p class="information-naam exw"> bitterballetjes, kipnugets, gehaktballetjes, bamihapjes kaashapjes   </p> <p class="information-prijs-tabel">   0,65 € </p>
                    </section>
                    <p class="information-lead"> bord met 25 stukjes verschillende kazen  </p>
                    <section class="prijs-tabel">
                        <p class="information-naam exw"> jonge hollandse, old arnsterdam, komijnen en blauwe schimmel    </p> <p class="information-prijs-tabel">   19,50 € </p>
                    </section>
                    <p class="information-lead"> bord met 25 stukjes verschillende hapjes   </p>
                    <section class="prijs-tabel">
                        <p class="information-naam exw"> bitterballetjes, kipnugets, gehaktballetjes, bamihapjes kaashapjes   </p> <p class="information-prijs-tabel">   19,50 € </p>
                    </section>
                </section>
        </section>
        <!-- end informatie container -->
    </section>
        
    <section class="information-menu">
        <section class="information-reserveren menu-box">
            <p class="information-title"> Wij gaan het voor u regelen! </p>
            <div><a href="reserveren.php?option=receptie"><button class="main-button margin-button"> reserveren </button></a></div>
            <div><a href="contact.php"><button class="main-button margin-button"> contact </button></a></div>
        </section>
                    <section class="information-overzicht menu-box">
            <p class="information-title"> terug naar het, <a href="mogelijkheden.php"><button class="main-button margin-button"> overzicht </button></a>  </p> 
            </section>
            <section class="information-idea menu-box">
            <p class="information-title"> Eigen idee? Neem <button class="main-button margin-button"> contact </button> op! </p>      
            </section> 
        </section>
    </section>
</section>

        <footer>
        <script src="./attributes/scripts/global-scripts.js"></script>
            <section class="footercontainer">
            <section class="footerblok">

                </section>
                <section class="footerblok">
                    <p class="title"> Zaal het Lokaal </p>
                    <p> Heicop 24C </p>
                    <p> 3628 AJ Kockengen </p>
                    <p> 0346241720 </p>
                </section>
                <section class="footerblok">
                    <!-- <p> Home </p>
                    <p> Mogelijkheden </p>
                    <p> Foto's </p>
                    <p> Contact </p> -->
                </section>
                <section class="footerblok">
                    <p class="title"> kleine lettertjes </p>
                    <p> copyright Zaal het Lokaal 2015 - 2019 </p>
                    <p> algemene voorwaarden </p>
                    <p> cookie verklaring </p>
                </section>
                <div class="krijtjes"></div>
            </section>
        </footer>
    </body>
</html> 




