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
        <title>Il Palagetto - Appartamento</title>

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
<div class="section no-pad-bot" id="index-banner">
    <div class="container">
        <h1 class="header center orange-text">Appartamento "Krisar"</h1>
    </div>
</div>

<div class="container">
    <div class="section">
        <p class="light" style="text-align: justify;">
            Il nostro unico appartamento di ca. 60mq è spazioso e luminoso.
            L’appartamento porta il nome della proprietaria dell’azienda
            agricola e di tutto il terreno su cui essa sorge.
            L’appartamento è dotato di una grande camera da letto con un
            confortevole letto matrimoniale, uno spazioso soggiorno dotato di
            divano-letto, un soggiorno più piccolo dotato di TV, cucina e bagno.
            Dalla camera da letto e dal soggiorno più grande si ha una vista
            spettacolare sul tipico paesaggio toscano. Dal soggiorno più piccolo
             si ha accesso alla terrazza con vista sul nostro magnifico oliveto.
            La cucina è dotata di tutto il necessario per cucinare.
        </p>
        <div class="row">
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                    data-caption="Salotto Piccolo" src="/img/apt_imgs/appartamento.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Salotto Grande" src="/img/apt_imgs/appartamento2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Vista dal salotto" src="/img/apt_imgs/salotto_vista.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Vista dal salotto" src="/img/apt_imgs/salotto_vista2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Camera da letto" src="/img/apt_imgs/appartamento3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Camera da letto" src="/img/apt_imgs/appartamento4.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Camera da letto" src="/img/apt_imgs/appartamento5.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bagno" src="/img/apt_imgs/appartamento_bagno.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bagno" src="/img/apt_imgs/appartamento_bagno2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina4.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina5.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina6.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina7.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Cucina" src="/img/apt_imgs/appartamento_cucina8.jpg">
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
