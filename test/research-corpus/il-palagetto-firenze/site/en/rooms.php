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
        <title>Il Palagetto - Camere</title>

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
<div class="section no-pad-bot" id="index-banner">
  <div class="container">
    <h1 class="header center orange-text">Our Bedrooms</h1>
    <div class="row center">
      <h5 class="header col s12 light">
            We have three bedrooms available to our guests.
      </h5>
    </div>
  </div>
</div>

<div class="container">
  <div class="section">
        <h5 class="center">"Bellosgurdo" bedroom</h5>
        <p class="light" style="text-align: justify;">
            This master suite (25 sq. m/ 269 sq. ft), with adjacent private
            bathroom, is our biggest bedroom. The name of the room was inspired
            by the view it offers, on one side, on the typical Tuscan landscape
            and, on the other side, on our small lemon grove. The room is
            furnished with a comfortable king size bed and a full size sofa bed.
        </p>
        <div class="row">
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                    data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo4.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo5.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo6.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo7.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Vista dalla Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo_vista.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo_vista2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Bellosguardo Bedroom" src="/img/rooms_imgs/bellosguardo_vista3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom's bathroom" src="/img/rooms_imgs/bellosguardo_bagno.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bellosguardo Bedroom's bathroom" src="/img/rooms_imgs/bellosguardo_bagno2.jpg">
            </div>
        </div>
        <br>

        <h5 class="center">"Marignolle" Bedroom</h5>
        <p class="light" style="text-align: justify;">
            This bedroom’s name is inspired by the “marignolle” hills, where
            Francesco de’ Medici, son of the famous Cosimo de’ Medici, owned a
            manor, and on which the room’s big windows offer a breathtaking view
            .
            This bedroom (18 sq. m/ 194 sq. ft) shares the bathroom with the
            “Poccetti” bedroom; therefore, we especially recommend it to
            families with children, that may make a reservation for both rooms
            for the whole family. By closing the main door one obtains a
            private and intimate space, separated from the rest of the
            agritourism – an apartment, basically, but without a kitchen.
            Our guests, in addition, may request an additional twin bed for
            this bedroom.
        </p>
        <div class="row">
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                    data-caption="Marignolle Bedroom" src="/img/rooms_imgs/marignolle.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Marignolle Bedroom" src="/img/rooms_imgs/marignolle2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Marignolle Bedroom" src="/img/rooms_imgs/marignolle3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Marignolle Bedroom" src="/img/rooms_imgs/marignolle4.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Marignolle Bedroom" src="/img/rooms_imgs/marignolle_vista.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Marignolle Bedroom" src="/img/rooms_imgs/marignolle_vista2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bathroom" src="/img/rooms_imgs/poccetti_marignolle_bagno.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bathroom" src="/img/rooms_imgs/poccetti_marignolle_bagno2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bedrooms entrance" src="/img/rooms_imgs/poccetti_marignolle.jpg">
            </div>
        </div>
        <br>

        <h5 class="center">"Poccetti" bedroom</h5>
        <p class="light" style="text-align: justify;">
            This bedroom (12 sq. m/130 sq. ft) shares the bathroom with the
            “Marignolle” bedroom; therefore, we especially recommend it to
            families with children, that may make a reservation for both rooms
            for the whole family. By closing the main door one obtains a
            private and intimate space, separated from the rest of the
            agritourism.
            The room is furnished with a French bed (large bed –between a full
            size and a queen size bed– 150cm wide), and it allows for an
            overnight accommodation of two people.
            The bedroom has the same name as that of the street on which our
            farmhouse is located: “Via Bernardino Poccetti.” Bernardino
            Poccetti was a little-known 1500 painter, who was specialized,
            above all, in the painting of facades. Some of his most famous
            works can be found in the Ufizi Gallery.
        </p>
        <div class="row">
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                    data-caption="Poccetti Bedroom" src="/img/rooms_imgs/poccetti.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Poccetti Bedroom" src="/img/rooms_imgs/poccetti2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Poccetti Bedroom" src="/img/rooms_imgs/poccetti3.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Poccetti Bedroom" src="/img/rooms_imgs/poccetti_vista.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="View from Poccetti Bedroom" src="/img/rooms_imgs/poccetti_vista2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bathroom" src="/img/rooms_imgs/poccetti_marignolle_bagno.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bathroom" src="/img/rooms_imgs/poccetti_marignolle_bagno2.jpg">
            </div>
            <div class="col s6 m3">
                <img class="materialboxed responsive-img z-depth-1 hoverable"
                data-caption="Bedrooms entrance" src="/img/rooms_imgs/poccetti_marignolle.jpg">
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
