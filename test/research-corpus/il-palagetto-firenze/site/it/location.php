<!--
    Copyright 2017 Lorenzo Delcroix

    Licensed under the Apache License, Version 2.0 (the "License");
    you may not use this file except in compliance with the License.
    You may obtain a copy of the License at

        http://www.apache.org/licenses/LICENSE-2.0

    Unless required by applicable law or agreed to in writing, software
    distributed under the License is distributed on an "AS IS" BASIS,
    WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
    See the License for the specific language governing permissions and
    limitations under the License.
-->
<!DOCTYPE html>
<!--
    Copyright 2017 Lorenzo Delcroix

    Licensed under the Apache License, Version 2.0 (the "License");
    you may not use this file except in compliance with the License.
    You may obtain a copy of the License at

        http://www.apache.org/licenses/LICENSE-2.0

    Unless required by applicable law or agreed to in writing, software
    distributed under the License is distributed on an "AS IS" BASIS,
    WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
    See the License for the specific language governing permissions and
    limitations under the License.
-->
<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','https://www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-45184022-1', 'auto');
  ga('send', 'pageview');

</script>
<html lang=it>
    <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <!--Let browser know website is optimized for mobile-->
        <meta name="viewport" content="width=device-width, initial-scale=1.0,
            maximum-scale=1.0"/>
        <!--Metadata for the website------------------------------------------->
        <meta name="keywords" content=agriturismo, appartamenti, bed, breakfast, camere,
                villa, fattoria>
        <meta name="author"content="Lorenzo Delcroix">
        <meta name="description" content=Il Palagetto è un'antica casa in campagna da poco
                restaurata, ed  a soli 3km dal centro di Firenze. A disposizione
                 degli ospiti ci sono 3 camere con vista spettacolare ed uno
                spazioso appartamento. Produciamo e vendiamo olio extra vergine
                di ottima qualità.>
        <!--Variable allows for custom title in each page-->
        <title>Il Palagetto - Dove Siamo</title>

        <!--CSS---------------------------------------------------------------->
        <!--Import Google Icon Font-->
        <link href="http://fonts.googleapis.com/icon?family=Material+Icons"
            rel="stylesheet">
        <!--Import materialize.css-->
        <link type="text/css" rel="stylesheet" href="/css/materialize.min.css"
            media="screen,projection"/>
        <!--Link to stylesheets-->
        <link href="/css/style.css" type="text/css" rel="stylesheet"
            media="screen,projection">
        <link rel='stylesheet' href='../css/fullcalendar.css' type="text/css">

        <!--Favicons----------------------------------------------------------->
        <!--Apple iphone icon-->
        <link rel="apple-touch-icon"
            href="/img/favicon/apple-touch-icon-300x300.png">
        <!--Microsoft tile color and icon-->
        <meta name="msapplication-TileColor" content="#ffe57f">
        <meta name="msapplication-TileImage"
            content="/img/favicon/mstile-144x144.png">
        <!--Browser favicon-->
        <link rel="icon" href="/img/favicon.ico" sizes="32x32">
        <!-- Android 5.0+ Chrome Color-->
        <meta name="theme-color" content="#ffe57f">
    </head>

    <body class="amber lighten-5">
        <!--Javascript imports------------------------------------------------->
        <!--Import jQuery before materialize.js-->
        <script type="text/javascript"
            src="https://code.jquery.com/jquery-2.1.1.min.js"></script>
        <!--Import the required javascript files for materialize to work-->
        <script type="text/javascript" src="/js/materialize.min.js"></script>
        <script src="/js/init.js"></script>

        <!--Script for modal popup (used for news section), usign jQuery-->
        <script>
            $(document).ready(function(){
                /*The "href" attribute of .modal-trigger
                *must specify the modal ID that wants to be triggered
                */
                $('.modal').modal();
            });
        </script>

        <!--navigation bar----------------------------------------------------->
        <nav class="amber accent-1" role="navigation">
            <div class="nav-wrapper container">
                <!--Logo-->
                <a href="/index.php"
                    id="logo-container" class="brand-logo">
                    <object id="front-page-logo" type="image/svg+xml"
                    data="/img/logo.svg" itemscope
                    itemtype="http://schema.org/LocalBusiness" itemprop="logo">
                        Logo cannot be displayed. Your browser does not
                        support SVG!
                    </object>
                </a>

                <!--for regular desktop & tablet------------------------------->
                <ul class="right hide-on-med-and-down">
                    <li>
                        <a href="/it/rooms.php"
                            class="waves-effect waves-light">
                            Camere                        </a>
                    </li>
                    <li>
                        <a href="/it/apartment.php"
                            class="waves-effect waves-light">
                            Appartamento                        </a>
                    </li>
                    <li>
                        <a href="/it/prices.php"
                            class="waves-effect waves-light">
                            Listino                        </a>
                    </li>
                    <li>
                        <a href="/it/location.php"
                            class="waves-effect waves-light">
                            Dove Siamo                        </a>
                    </li>
                    <li>
                        <a href="/it/contacts.php"
                            class="waves-effect waves-light">
                            Contatti                        </a>
                    </li>
                    <li>
                        <a href="/it/book.php"
                            class="waves-effect waves-light">
                            Prenota                        </a>
                    </li>
                </ul>

                <!--for mobile------------------------------------------------->
                <ul id="nav-mobile" class="side-nav amber lighten-5">
                    <li>
                        <a href="/it/rooms.php"
                            class="waves-effect waves-yellow">
                            Camere                        </a>
                    </li>
                    <li>
                        <a href="/it/apartment.php"
                            class="waves-effect waves-yellow">
                            Appartamento                        </a>
                    </li>
                    <li>
                        <a href="/it/prices.php"
                            class="waves-effect waves-yellow">
                            Listino                        </a>
                    </li>
                    <li>
                        <a href="/it/location.php"
                            class="waves-effect waves-yellow">
                            Dove Siamo                        </a>
                    </li>
                    <li>
                        <a href="/it/contacts.php"
                            class="waves-effect waves-yellow">
                            Contatti                        </a>
                    </li>
                    <li>
                        <a href="/it/book.php"
                            class="waves-effect waves-yellow">
                            Prenota                        </a>
                    </li>
                </ul>
                <a href="#" data-activates="nav-mobile" class="button-collapse
    	            waves-effect waves-light">
                    <i class="black-text material-icons">menu</i>
                </a>
            </div>
        </nav>
<!--TODO: fix icons in the page -->
<div class="section no-pad-bot" id="index-banner">
  <div class="container">
    <h1 class="header center orange-text">Dove Siamo</h1>
  </div>
</div>


<div class="container">
    <div class="section google-maps z-depth-2">
        <!--iframe with map-->
        <iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d23050.937813363576!2d11.240200292379603!3d43.765235364792254!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x1babcbdd477048e4!2sIl+Palagetto!5e0!3m2!1sen!2sus!4v1407914545604" frameborder="0" style="border:0"></iframe>
    </div>

    <h5 class="center">Come Raggiungerci</h5>
    <div class="row">
      <div class="col s12 m4">
        <div class="icon-block">
            <h2 class="center black-text">
                <i class="medium material-icons">
                flight_land
            </i></h2>
            <h5 class="center">Dall’aeroporto Amerigo Vespuci (Peretola) o Dall'aeroporto di Pisa</h5>
            <p class="light">Dall'aeroporto di Peretola è possibile prendere l’apposita navetta
                <a href="http://www.ataf.net/System/files/FOLDER%20VOLA%20IN%20BUS%202.pdf"
                    target="_blank">
                    “Vola in Bus”
                </a>
                che vi porterà alla stazione Santa Maria Novella.
                Da Pisa è possibile prendere
                <a href="http://www.terravision.eu/italiano/pisa_prezzi_orari.html"
                    target="_blank">
                    l’autobus
                </a>
                per Firenze che porta alla stazione Santa Maria Novella.
            </p>
        </div>
      </div>

      <div class="col s12 m4">
        <div class="icon-block">
            <h2 class="center black-text"><i class="medium material-icons">
                flight_takeoff
            </i></h2>
            <h5 class="center">Dalla Stazione Santa Maria Novella/h5>
            <p class="light">
                Dalla
                stazione SMN potete prendere le seguenti linee
                autobus:
                <a href="http://www.ataf.net/it/orari-e-percorsi/orari-e-linee/line-36.aspx?idC=180&idO=0&Linea=36&LN=it-IT"
                    target="_blank">
                    36
                </a>
                /
                <a href="http://www.ataf.net/it/orari-e-percorsi/orari-e-linee/line-37.aspx?idC=180&idO=0&Linea=37&LN=it-IT"
                    target="_blank">
                    37
                </a>
                /
                <a href="http://www.ataf.net/it/orari-e-percorsi/orari-e-linee/line-11.aspx?idC=180&idO=0&Linea=11&LN=it-IT"
                    target="_blank">
                    11
                </a>
                . La fermata è quella delle "Due Strade 02" per
                 tutte le linee.
            </p>
        </div>
      </div>

      <div class="col s12 m4">
        <div class="icon-block">
          <h2 class="center black-text"><i class="medium material-icons">
              directions_car
          </i></h2>
          <h5 class="center">In macchina</h5>
          <p class="light">
              Dalla <strong>superstrada FI-PI-LI</strong>, prendere l’uscita per
              l’autostrada A1 (nelle vicinanze di Scandicci) in direzione Roma.
              Seguire poi le seguenti istruzioni:
              <br>
              Dall’<strong>autostrada A1</strong>, così come dalla <strong>
                  superstrada Firenze-Siena</strong>, imboccare l’uscita
                  “Impruneta” e prendere alla rotatoria la 3. uscita in
                  direzione di Firenze. Seguite la strada principale (Via
                  Senese) per ca. 4km. Dopo una serie di benzinai sulla sinistra
                   trovate un cimitero e subito dopo la nostra piccola stradina.
                    Svoltare a sinistra e salire Via Poccetti fino a raggiungere
                     il numero 12. Sulla vostra destra troverete il nostro
                    Agriturismo Il Palagetto.
            </p>
        </div>
      </div>
    </div>
</div>
<!--
    Copyright 2017 Lorenzo Delcroix

    Licensed under the Apache License, Version 2.0 (the "License");
    you may not use this file except in compliance with the License.
    You may obtain a copy of the License at

        http://www.apache.org/licenses/LICENSE-2.0

    Unless required by applicable law or agreed to in writing, software
    distributed under the License is distributed on an "AS IS" BASIS,
    WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
    See the License for the specific language governing permissions and
    limitations under the License.
-->
 <!--Language selection buttons------------------------------------------------>
<div class="fixed-action-btn vertical">
    <a class="btn-floating btn-large amber">
        <i class="material-icons">translate</i>
    </a>
    <ul>
        <li>
            <a class="btn-floating disabled" href="/index.php" hreflang="it">
                <img src="/img/lang_icons/it_icon.png" alt="IT"
                style="width: 40px;heigth:40px; left: -30px;">
            </a>
        </li>
        <li>
            <a class="btn-floating " href="/de/index.php" hreflang="de">
                <img src="/img/lang_icons/de_icon.png" alt="DE"
                style="width: 40px;heigth:40px; left: -30px;">
            </a>
        </li>
        <li>
            <a class="btn-floating " href="/en/index.php" hreflang="en">
                <img src="/img/lang_icons/en_icon.png" alt="EN"
                style="width: 40px;heigth:40px; left: -30px;">
            </a>
        </li>
    </ul>
</div>

<!--Footer--------------------------------------------------------------------->
<footer class="page-footer teal">
    <div class="container">
        <div class="row">
            <div class="col s12 l6">
                <h5 class="white-text">Siti Gemelli:</h5>
                <p class="grey-text text-lighten-4">
                    <a href="http://libreriadelledonnefirenze.blogspot.it"
                        style="text-decoration:none; color:#FFF">
                        Libreria Delle Donne Firenze
                    </a>
                    <br>
                    <a href="http://www.theotherway.it"
                        style="text-decoration:none; color:#FFF">
                        The Other Way
                    </a>
                    <br>
                    <a href="http://www.velavventura.com"
                    style="text-decoration:none; color:#FFF">
                    Velavventura
                    </a>
                </p>
            </div>
            <div class="col s12 l3">
                <p class="white-text" itemscope
                    itemtype="http://schema.org/LocalBusiness">
                    Partita IVA:                    <span itemprop="taxID">06372050481</span>
                </p>
            </div>
        </div>
    </div>
    <div class="footer-copyright">
        <div class="container">
            &copy; 2017
            <a class="brown-text text-lighten-3" href="#!">
                Lorenzo Delcroix
            </a>
            , Logo &copy; 2013
            <a class="brown-text text-lighten-3" href="#NoLinkPresent">
                Tanja Gastegger
            </a>
        </div>
    </div>
</footer>

<!--Cookies banner------------------------------------------------------------->
<script id="cookiebanner" src="http://cookiebanner.eu/js/cookiebanner.min.js"
    close-text="Accetto" linkmsg="Più informazioni" data-message="Usiamo
	cookies per migliorare la tua esperiaza nelle nostre pagine.">
</script>
</body>
</html>
