<!doctype html>
<html lang="nl">
    <head>
        <meta charset="utf-8">
        <title>Kleinscharig - Over ons</title>
        


                <meta name="viewport" content="width=device-width, initial-scale=1.0">
		<meta name="theme-color" content="#ffffff">
					
		<!-- Google / Search Engine Tags -->
		<meta itemprop="name" content="Kleinscharig - Kleine kapsalon in Amersfoort">
		<meta itemprop="description" content="Kleinscharig is een moderne kapsalon in het Leusderkwartier in Amersfoort. ">
		<meta itemprop="image" content="/img/kleinscharig-socialcard.jpg">
			
		<!-- Facebook Meta Tags -->
		<meta property="og:url" content="https://kleinscharig.nl">
		<meta property="og:type" content="website">
		<meta property="og:title" content="Kleinscharig - Kleine kapsalon in Amersfoort">
		<meta property="og:description" content="Kleinscharig is een moderne kapsalon, voor dames & heren, in het Leusderkwartier in Amersfoort. ">
		<meta property="og:image" content="/img/kleinscharig-socialcard.jpg">
			
		<!-- Twitter Meta Tags -->
		<meta name="twitter:card" content="summary_large_image">
		<meta name="twitter:title" content="Kleinscharig - Kleine kapsalon in Amersfoort">
		<meta name="twitter:description" content="Kleinscharig is een moderne kapsalon, voor dames & heren, in het Leusderkwartier in Amersfoort. ">
		<meta name="twitter:image" content="/img/kleinscharig-socialcard.jpg">
			
		<!-- Meta Tags Generated via http://heymeta.com -->
        <link href="css/iconsmind.css" rel="stylesheet" type="text/css" media="all" />
        <link href="css/stack-interface.css" rel="stylesheet" type="text/css" media="all">
        <link href="css/bootstrap.css" rel="stylesheet" type="text/css" media="all" />
        <link href="css/theme-cedar.css" rel="stylesheet" type="text/css" media="all" />
        <link href="css/custom.css" rel="stylesheet" type="text/css" media="all" />
        <link href="https://fonts.googleapis.com/css?family=Open+Sans:200,300,400,400i,500,600,700" rel="stylesheet">
        <link href="https://fonts.googleapis.com/icon?family=Material+Icons" rel="stylesheet">
		<link rel="stylesheet" href="https://d1azc1qln24ryf.cloudfront.net/114779/Socicon/style-cf.css?u8vidh">
		<link rel=”alternate” hreflang=”nl-nl” href=”https://www.kleinscharig.nl/” />
		<link rel="apple-touch-icon" sizes="180x180" href="favicons/apple-touch-icon.png?v=zXro7pjpNg">
		<link rel="icon" type="image/png" sizes="32x32" href="favicons/favicon-32x32.png?v=zXro7pjpNg">
		<link rel="icon" type="image/png" sizes="16x16" href="favicons/favicon-16x16.png?v=zXro7pjpNg">
		<link rel="manifest" href="favicons/manifest.json?v=zXro7pjpNg">
		<link rel="mask-icon" href="favicons/safari-pinned-tab.svg?v=zXro7pjpNg" color="#5bbad5">
		<link rel="shortcut icon" href="favicons/favicon.ico?v=zXro7pjpNg">
		<script type="application/ld+json">
    		{
    		  "@context": "http://schema.org/",
    		  "@type": "HairSalon",
    		  "url": "https://www.kleinscharig.nl",
    		  "name": "Kleinscharig",
    		  "description": "Kleinscharig is een moderne kapsalon in het Leusderkwartier in Amersfoort.",
    		  "image": "https://www.kleinscharig.nl/img/team/kleinscharig-kapsalon-amersfoort-team-door.jpg",
    		  "address": "Woestijgerweg 135, 3817 SE Amersfoort",
    		  "openingHours":["Mo 08:00-20:30", "Tu 08:00-17:30", "We 08::00-17:30", "Fr 08::00-17:30"],
    		  "priceRange": "$$",
    		  "telephone": "+31337851431"	
    		}
		</script>

        <!-- Dark Mode 
        <script src="https://cdn.jsdelivr.net/npm/darkmode-js@1.4.0/lib/darkmode-js.min.js"></script>
        <script>

                    var options = {
              bottom: '32px', // default: '32px'
              right: '32px', // default: '32px'
              left: 'unset', // default: 'unset'
              time: '0.3s', // default: '0.3s'
              mixColor: '#fff', // default: '#fff'
              backgroundColor: '#fff',  // default: '#fff'
              buttonColorDark: '#100f2c',  // default: '#100f2c'
              buttonColorLight: '#fff', // default: '#fff'
              saveInCookies: false, // default: true,
              label: '🌓', // default: ''
              autoMatchOsTheme: true // default: true
            }

            const darkmode = new Darkmode(options);
            darkmode.showWidget();
        
        </script>

        End Dark Mode -->


		<!-- Matomo -->
		<script type="text/javascript">
		  var _paq = _paq || [];
		  /* tracker methods like "setCustomDimension" should be called before "trackPageView" */
		  _paq.push(['trackPageView']);
		  _paq.push(['enableLinkTracking']);
		  (function() {
		    var u="//kleinscharig.nl/analytics/";
		    _paq.push(['setTrackerUrl', u+'piwik.php']);
		    _paq.push(['setSiteId', '1']);
		    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
		    g.type='text/javascript'; g.async=true; g.defer=true; g.src=u+'piwik.js'; s.parentNode.insertBefore(g,s);
		  })();
		</script>
		<!-- End Matomo Code -->

    </head>
    <body data-smooth-scroll-offset="77">

	    <a id="start"></a>
        <div class="nav-container">
            <nav class="bar bar-toggle bar--absolute">
                <div class="container">
                    <div class="row">
                        <div class="col-md-6 col-sm-2 col-xs-8">
                            <div class="bar__module">
                                <a href="/">
                                    <img itemprop="logo image" class="logo logo-dark" alt="logo"  src="img/logo-dark.png" />
                                    <img itemprop="logo image" class="logo logo-light" alt="logo" src="img/logo-light.png" />
                                </a>
                            </div>
                            <!--end module-->
                        </div>
                        <div class="col-md-6 col-sm-10 col-xs-4">
                            <div class="bar__module">
                                <a class="menu-toggle pull-right" href="#" data-notification-link="sidebar-menu" title="menu">
                                    <i class="stack-interface stack-menu"></i>
                                </a>
                            </div>
                            <!--end module-->
                        </div>
                        <!--end columns-->
                    </div>
                    <!--end of row-->
                </div>
                <!--end of container-->
            </nav>
            <div class="notification pos-right pos-top side-menu bg--white" data-notification-link="sidebar-menu" data-animation="from-right">

                <div class="side-menu__module pos-vertical-center text-center">
                    <ul class="menu-vertical">
                        <li>
                            <a class="inner-link" href="/" >Home</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/producten">Producten</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/openingstijden">Openingstijden</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/vacature">Vacature</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/prijzen">Prijzen</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/over-ons">Over ons</a>
                        </li>
                        <li>
                            <a class="inner-link" href="/contact">Contact</a>
                        </li>
						<li>
                            &nbsp;
                        </li>                  
                        <li>
							<a class="btn btn--primary type--uppercase" href="/afspraak"> <span class="btn__text">Maak een afspraak</span> </a>
                        </li>
						<li>
                            &nbsp;
                        </li>                            
                        <li>
							<a class="inner-link" href="tel:+31337851431" rel="noreferrer"> <p class="type--fine-print"><sup><span itemprop="telephone">+31 33 785 14 31</span></sup></p></a>
                        </li>                        

                    </ul>                   
                </div>
                <!--end module-->
                <div class="side-menu__module pos-bottom pos-absolute col-xs-12 text-center">
                    <ul class="social-list list-inline text-center list--hover">
                        <li>
                            <a href="https://www.instagram.com/kleinscharig/" rel="noreferrer" title="instagram" target="_blank">
                                <i class="socicon socicon-instagram icon icon--xs"></i>
                            </a>
                        </li>
                        <li>
                            <a href="https://www.facebook.com/kleinscharig.amersfoort/" rel="noreferrer" title="facebook" target="_blank">
                                <i class="socicon socicon-facebook icon icon--xs"></i>
                            </a>
                        </li>
                        <li>
                            <a itemprop="url" href="https://m.me/kleinscharig.amersfoort" rel="noreferrer" target="_blank" title="messenger">
                                <i class="socicon socicon-messenger icon icon--xs"></i>
                            </a>
                        </li>
                    </ul>
                </div>
            </div>
        </div>
        <div class="main-container" itemscope itemtype="http://schema.org/HairSalon">
            
            <section class="imageblock switchable height-100">
                <div class="imageblock__content col-md-6 col-sm-4 pos-right">
                    <div class="background-image-holder"> <img alt="image" src="img/metamorfose-2.png"> </div>
                </div>
                <div class="container pos-vertical-center">
                    <div class="row">
                        <div class="col-md-5 col-sm-7">
                            <h1>Wie gun jij een metamorfose?</h1>
                            <p class="lead">Ken jij iemand die het verdiend heeft om even helemaal verzorgd en gestyled te worden? Of misschien ben jij het zelf? Els en Kleinscharig organiseren een metamorfose. <br><br>Vertel je verhaal en win! </p>
                            <a class="btn btn--primary type--uppercase" href="#verhaal"> <span class="btn__text">
						lees verder</span> </a>
                        </div>
                    </div>
                </div>
            </section>
            <section id="verhaal" class="switchable">
                <div class="container">
                    <div class="row">
                        <div class="col-sm-8 col-md-7">
                            <h2>Vertel ons je verhaal.</h2>
                            <p class="lead">Els en Kleinscharig bieden je deze kans op een metamorfose. Geheel verzorgd met lunch. Vertel ons je verhaal voor <b>20 maart 2020</b> en win een metamorfose. Wat we gaan doen? Dat lees je hieronder.&nbsp;<br></p>
                            <p class="lead">Je hoort uiterlijk 27 maart 2020 of je gewonnen hebt.&nbsp;</p>
                        </div>
                        <div class="col-sm-4 col-md-3">
                            <div class="text-block">
                                <h5>Reserveer alvast in de agenda</h5>
                                <p>De dag van de metamorfose<br>Zaterdag 12 april 2020&nbsp;<br>Van 10:00 - 16:00.</p>
                            </div>
                            <div class="text-block">
                                <h5>Adres</h5>
                                <p>Kleinscharig<br>Woestijgerweg 135<br>3817 SE Amersfoort</p>
                            </div>
                            <div class="text-block">
                                <h5>Deadline</h5>
                                <p>20 maart 2020</p>
                            </div>
                        </div>
                    </div>
                </div>
            </section>
            <section class="text-center">
                <div class="container">
                    
                    <h2>Wat gaan we doen.</h2>

                    <div class="row">
                        <div class="col-sm-4">
                            <div class="feature feature-3 boxed boxed--lg boxed--border"> <i class="icon icon-Palette icon--lg"></i>
                                <h4>Kleuranalyse</h4>
                                <p> Stack comes with integration for Mail Chimp and Campaign Monitor forms - ideal for modern marketing campaigns </p> 
                            </div>
                        </div>
                        <div class="col-sm-4">
                            <div class="feature feature-3 boxed boxed--lg boxed--border"> <i class="icon icon-Hair icon--lg"></i>
                                <h4>Knippen en kleuren</h4>
                                <p> Including the premium Icons Mind icon kit, Stack features a highly diverse set of icons suitable for all purposes. </p> 
                            </div>
                        </div>
                        <div class="col-sm-4">
                            <div class="feature feature-3 boxed boxed--lg boxed--border"> <i class="icon icon-Tripod-withCamera icon--lg"></i>
                                <h4>Fotoshoot</h4>
                                <p> Combine blocks from a range of categories to build pages that are rich in visual style and interactivity </p>
                        </div>
                        </div>
                    </div>
                </div>
            </section>
            <section class="switchable">
                <div class="container">

                    <h2>Heb je nog vragen?</h2>

                    <div class="row">
                        <div class="col-sm-6 switchable__text">
                            <ul class="accordion accordion-2">
                                <li class="active">
                                    <div class="accordion__title"> <span class="h5">Wie organiseren het?</span> </div>
                                    <div class="accordion__content">
                                        <p class="lead">Els en Kleinscharig</p>
                                    </div>
                                </li>
                                <li>
                                    <div class="accordion__title"> <span class="h5">Tot wanneer kan je je inschrijven?</span> </div>
                                    <div class="accordion__content">
                                        <p class="lead"> Stack offers a clean and contemporary to suit a range of purposes from corporate, tech startup, marketing site to digital storefront. Elements have been designed to showcase content in a diverse yet consistent manner. </p>
                                    </div>
                                </li>
                                <li>
                                    <div class="accordion__title"> <span class="h5">Wanneer hoor ik of ik iets gewonnen heb?</span> </div>
                                    <div class="accordion__content">
                                        <p class="lead"> Medium Rare is an elite author known for offering high-quality, high-value products backed by timely and personable support. Recognised and awarded by Envato on multiple occasions for producing consistently outstanding products, it's no wonder over 20,000 customers enjoy using Medium Rare templates. </p>
                                    </div>
                                </li>
                            </ul>
                        </div>
                        <div class="col-md-5 col-sm-6"> <img alt="Image" class="border--round box-shadow-wide" src="img/metamorfose-3.png"> </div>
                    </div>
                </div>
            </section>
            <section class="text-center">
                <div class="container">
                    <div class="row">
                        <div class="col-sm-8 col-md-6">
                            <div class="cta">
                                <h2>Vertel ons je verhaal.&nbsp;</h2> <a class="btn btn--primary type--uppercase" href="mailto:info@kleinscharig.nl"><span class="btn__text">stuur een mail</span></a>
                                <p class="type--fine-print">of stuur een bericht via <font color="#2275d7"><span><u>socials</u></span></font>
                                </p>
                            </div>
                        </div>
                    </div>
                </div>
            </section>
        </div>
        <script src="js/jquery-3.1.1.min.js"></script>
        <script src="js/parallax.js"></script>
        <script src="js/smooth-scroll.min.js"></script>
        <script src="js/scripts.js"></script>

    </body>

</html>