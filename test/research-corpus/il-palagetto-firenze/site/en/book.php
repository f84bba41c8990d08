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
        <title>Il Palagetto - Prenota</title>

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
<script src='/js/fullcalendar/moment.min.js'></script>
<script src='/js/fullcalendar/fullcalendar.js'></script>
<script type='text/javascript' src='/js/fullcalendar/gcal.js'></script>
<script src='/js/fullcalendar/lang-all.js'></script>
<script>
	$(document).ready(function() {

		$('#calendar').fullCalendar({
			aspectRatio: .9,
			lang: 'it',
			handleWindowResize: true,
			header: {
				left: ' prev,  today',
				center: 'title',
				right: 'next '
			},
			googleCalendarApiKey: 'AIzaSyDBnlIKHgqtx8EqjhIRhuEIqk4bvF0P-7A',
			eventSources: [
 				// Appartamento Krisar
				{
                googleCalendarId: '5ofhp2fjue9m6uafaiedvauhak@group.calendar.google.com',
				backgroundColor: '#ad2d2d',
				borderColor: '#ad2d2d',
				textColor: '#FFFFFF'
            },

           		// Bellosguardo
				{
                googleCalendarId: 's7em8etmcldtmnob4usi3r4g1c@group.calendar.google.com',
				backgroundColor: '#e0c240',
				borderColor: '#e0c240',
				textColor: '#FFFFFF'
            },
            	// Marignolle
				{
                googleCalendarId: '5ppdpmmcj2u52sucu34ubeelv0@group.calendar.google.com',
				backgroundColor: '#536ca6',
				borderColor: '#536ca6',
				textColor: '#FFFFFF'
            },

			// Poccetti
				{
                googleCalendarId: '9f9t4e3pr9omub7brh8vbvakm8@group.calendar.google.com',
				backgroundColor: '#7ec225',
				borderColor: '#7ec225',
				textColor: '#FFFFFF'
            }
        ],
			eventClick: function(event) {
				// opens events in a popup window
				window.open(event.url, 'gcalevent', 'width=700,height=600');
				return false;
			},

			loading: function(bool) {
				$('#loading').toggle(bool);
			}

		});

	});

</script>

<div class="container">
	<h1 class="header center orange-text">Prenota Subito!</h1>
    <div class="section black-text center">
        <i class="material-icons medium">shopping_cart</i>
		<p>
			The calendar illistartes the days which are <b>not</b>
			 available for booking with the following colors:
		</p>
        <div class="center" style="background-color: #536ca6; width: 100%;
			height: auto; color: #FFF; margin-bottom: 5px">
			"Marignolle" bedroom
		</div>
        <div class="center" style="background-color: #e0c240; width: 100%;
			height: auto; color: #FFF; margin-bottom: 5px">
			"Bellosguardo" bedroom
		</div>
        <div class="center" style="background-color: #7ec225; width: 100%;
			height: auto; color: #FFF; margin-bottom: 15px">
			"Poccetti" bedroom
		</div>
        <div class="center" style="background-color: #ad2d2d; width: 100%;
			height: auto; color: #FFF">
			"Krisar" apartment
		</div>
		<p>
			<b>Make a Reservation now!</b> Enjoy our offers! We will consider
			<u>any of your additional requests</u>: Personalized reservations
			in direct contact with our manager. (Only for reservations through
			email). To make a reservation please contact us through
			<a href="mailto:booking@il-palagetto.com?subject=Prenotazione">
				email
			</a>
			 or by
			<a href="/en/contacts.php">
				phone.
			</a>
		</p>
    </div>
</div>

<!--Calendar------------------------------------------------------------------->
<div class="section no-pad-bot">
    <div class="container">
        <div id='calendar' class="z-depth-3 card"></div>
    </div>
</div>
<div class="section">
	<div class="container center">
		<p>
			We also accept reservations throught the website Booking.com. To
			make a reservation through Booking.com simply click on the button
			below.
		</p>
		<a href="http://www.booking.com/hotel/it/agriturismo-il-palagetto.html?aid=330843;lang=en">
			<img src="http://aff.bstatic.com/images/affiliate/330843/booknow_en.gif" style="border: 0;" />
		</a>
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
