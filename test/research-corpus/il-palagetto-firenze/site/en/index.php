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
<html lang=en>
    <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <!--Let browser know website is optimized for mobile-->
        <meta name="viewport" content="width=device-width, initial-scale=1.0,
            maximum-scale=1.0"/>
        <!--Metadata for the website------------------------------------------->
        <meta name="keywords" content=agritourism, apartment, bed, breakfast, rooms,
                farmhouse, farm, garden>
        <meta name="author"content="Lorenzo Delcroix">
        <meta name="description" content=Il Palagetto is an ancient countryside farmhouse
                that was recently restored. It is only 3Km from Florence’s city
                center. Our guests have the choice of staying in any of 3
                bedrooms with amazing view or in our spacious apartment. We
                produce and sell extra-virgin olive oil of great quality.>
        <!--Variable allows for custom title in each page-->
        <title>Il Palagetto</title>

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
                <a href="/en/index.php"
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
                        <a href="/en/rooms.php"
                            class="waves-effect waves-light">
                            Rooms                        </a>
                    </li>
                    <li>
                        <a href="/en/apartment.php"
                            class="waves-effect waves-light">
                            Apartment                        </a>
                    </li>
                    <li>
                        <a href="/en/prices.php"
                            class="waves-effect waves-light">
                            Prices                        </a>
                    </li>
                    <li>
                        <a href="/en/location.php"
                            class="waves-effect waves-light">
                            Location                        </a>
                    </li>
                    <li>
                        <a href="/en/contacts.php"
                            class="waves-effect waves-light">
                            Contact Us                        </a>
                    </li>
                    <li>
                        <a href="/en/book.php"
                            class="waves-effect waves-light">
                            Book Now                        </a>
                    </li>
                </ul>

                <!--for mobile------------------------------------------------->
                <ul id="nav-mobile" class="side-nav amber lighten-5">
                    <li>
                        <a href="/en/rooms.php"
                            class="waves-effect waves-yellow">
                            Rooms                        </a>
                    </li>
                    <li>
                        <a href="/en/apartment.php"
                            class="waves-effect waves-yellow">
                            Apartment                        </a>
                    </li>
                    <li>
                        <a href="/en/prices.php"
                            class="waves-effect waves-yellow">
                            Prices                        </a>
                    </li>
                    <li>
                        <a href="/en/location.php"
                            class="waves-effect waves-yellow">
                            Location                        </a>
                    </li>
                    <li>
                        <a href="/en/contacts.php"
                            class="waves-effect waves-yellow">
                            Contact Us                        </a>
                    </li>
                    <li>
                        <a href="/en/book.php"
                            class="waves-effect waves-yellow">
                            Book Now                        </a>
                    </li>
                </ul>
                <a href="#" data-activates="nav-mobile" class="button-collapse
    	            waves-effect waves-light">
                    <i class="black-text material-icons">menu</i>
                </a>
            </div>
        </nav>
<!--TODO: check and edit all Scema information-->

<!--First area of the page, with parallax and image---------------------------->
<div id="index-banner" class="parallax-container" style="margin-top:1.2px"
    itemscope itemtype="http://schema.org/LocalBusiness">
    <br>
    <br>
    <div class="section no-pad-bot">
        <div class="container">
            <!--Header and text on top of the parallax image-->
            <h3 class="header center light r" itemprop="legalname">
                Azienda Agricola Il Palagetto
            </h3>
            <div class="row center">
                <h5 class="header col s12 light">
                    <b itemprop="name">Il Palagetto</b>
                    <span itemprop="location">is situated 3 km from the center
                        of Florence.</span>
                </h5>
            </div>
            <!--Button-->
            <div class="row center">
                <a href="/en/book.php" id="download-button" class="btn-large waves-effect
                waves-light amber accent-2">Book Now!</a>
            </div>
            <br>
            <br>
        </div>
    </div>

    <!--Parallax image-->
    <div class="parallax">
        <img src="/img/index_parallax/facciata.jpg" alt="Facciata">
    </div>
</div>

<!--Second area of the page, with icons---------------------------------------->
<div class="container">
    <div class="section">
        <div class="row">
            <!--1st section-->
            <div class="col s12 m4">
                <!--Icon block defines area with icon and text paragraph-->
                <div class="icon-block">
                    <h2 class="center black-text">
                        <i class="medium material-icons">home</i>
                    </h2>
                    <h5 class="center">Il Palagetto</h5>
                    <p class="light">
                        <b>Il Palagetto</b> farmhouse and agritourism is
                        located 3km from the Florence center, in the
                        south-west area of the city. The area is characterized
                        by a copious amount of beech trees and wonderful hills,
                        strewn with magnificent palaces and ancient mansions.
                    </p>
                </div>
            </div>

            <!--2nd section-->
            <div class="col s12 m4">
                <!--Icon block defines area with icon and text paragraph-->
                <div class="icon-block">
                    <h2 class="center black-text">
                        <i class="medium material-icons">place</i>
                    </h2>
                    <h5 class="center">Location</h5>
                    <p class="light">The premises are spacious and full of light
                        , with a magnificent view on the surrounding countryside
                        . Fields, in fact, surround the house, although it is
                        situated in the near proximity of the city. <b>
                        The historical center of Florence is easily reachable
                        in 10 minutes by bus, and the closest bus stop is only
                        200m (218 yards) from the agritourism</b>. Cars
                        may be easily parked in front of the main entrance.
                    </p>
                </div>
            </div>

            <!--3rd section-->
            <div class="col s12 m4">
                <!--Icon block defines area with icon and text paragraph-->
                <div class="icon-block">
                    <h2 class="center black-text">
                        <i class="medium material-icons">local_florist</i>
                    </h2>
                    <h5 class="center">The Gardens</h5>
                    <p class="light">At the moment, for logistical reasons,
                        access to the garden or to the main farm area
                        <b>is only allowed under our manager's
                        supervision</b>. At the moment, <b>guests’
                        pets are not admitted</b>. We hope, however, to be
                        able to welcome your four-legged friends in the near
                        future!
                    </p>
                </div>
            </div>
        </div>

    </div>
</div>

<!--Third area of the page, with parallax and image---------------------------->
<div class="parallax-container valign-wrapper">
    <div class="section no-pad-bot">
        <div class="container">
            <div class="row center">
                <h5 class="header col s12 light">Family owned and operated
                </h5>
            </div>
        </div>
    </div>
    <div class="parallax">
        <img src="/img/index_parallax/facciata2.jpg" alt="Facciata">
    </div>
</div>

<!--Fourth area of the page with news section---------------------------------->
<div class="container">
    <!--TODO:possibly remove section as news are not updated often enough, maybe replace with Facebook feed-->
    <div class="section">
        <div class="row">
            <div class="col s12 center">
                <h2 class="black-text">
                    <i class="medium material-icons">announcement</i>
                </h2>
                <h4>News</h4>
                <!--call google docs iframe to display the news-->
                <iframe
                    class="z-depth-2" seamless scrolling="no" frameborder="0"
                    style="width:100%; height:400px"
                    src="https://docs.google.com/document/d/1PE8ayfS_B0QCzycJIhjaFhgMXw-p7Cz9q9hon0pzTFE/pub?embedded=true">
                </iframe>

                <!--Modal trigger to call for card with more news-->
                <p>
                    <br>
                    <a target="_blank" class="btn waves-effect waves-light amber
                        accent-2" href="#modal1">More News</a>
                </p>

                <!--Modal structure to show when trigger executes-->
                <div id="modal1" class="modal bottom-sheet">
                    <div class="modal-content">
                        <h4>News</h4>
                        <!--call google docs iframe to display the news, this
                        time with scrollable iframe-->
                        <iframe class="z-depth-2" frameborder="0"
                            style="width:100%; height:200px;"
                            src="https://docs.google.com/document/d/1PE8ayfS_B0QCzycJIhjaFhgMXw-p7Cz9q9hon0pzTFE/pub?embedded=true">
                        </iframe>
                    </div>
                </div>
            </div>
        </div>
    </div>
</div>

<!--Fifth area of the page, with parallax and image---------------------------->
<div class="parallax-container valign-wrapper">
    <div class="section no-pad-bot">
        <div class="container">
            <div class="row center">
                <h5 class="header col s12 light">
                    Access to the <b>garden and to the main farm area</b>
                </h5>
            </div>
        </div>
    </div>
    <div class="parallax">
        <img src="/img/index_parallax/giardino.jpg" alt="Giardino">
    </div>
</div>

<!--Sixth area of the page, with images---------------------------------------->
<div class="row">
    <h4 class="center">Images:</h4>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Living room" src="/img/index_imgs/salotto.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Picture from 1700" src="/img/index_imgs/antica.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Apartment" src="/img/index_imgs/appartamento.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Bellosguardo room" src="/img/index_imgs/bellosguardo.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Bellosguardo room" src="/img/index_imgs/bellosguardo2.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Breakfast table" src="/img/index_imgs/colazione.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Marignolle room" src="/img/index_imgs/marignolle.jpg">
    </div>
    <div class="col s6 m3">
        <img class="materialboxed responsive-img z-depth-1 hoverable"
            data-caption="Poccetti room" src="/img/index_imgs/poccetti.jpg">
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
            <a class="btn-floating " href="/index.php" hreflang="it">
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
            <a class="btn-floating disabled" href="/en/index.php" hreflang="en">
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
                <h5 class="white-text">Sister Websites:</h5>
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
                    IVA Tax ID:                    <span itemprop="taxID">06372050481</span>
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
