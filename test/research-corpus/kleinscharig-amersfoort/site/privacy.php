<!doctype html>
<html lang="nl">
    <head>
        <meta charset="utf-8">
        <title>Kleinscharig - Privacyverklaring</title>
		<meta name="description" content="Wij verwerken alle klantgegevens op een verantwoordelijke manier">	
        

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
		<link href="css/flickity.css" rel="stylesheet" type="text/css" media="all" />
	    
        <div class="main-container">
            <section class="text-center space--md">
                <div class="container">
                    <div class="row">
                        <div class="col-sm-10 col-md-8">
                            <h1>Privacyverklaring</h1>
                            <p class="lead">Kleinscharig, gevestigd aan Woestijgerweg 135. 3817 SE Amersfoort, is verantwoordelijk voor de verwerking van persoonsgegevens zoals weergegeven in deze privacyverklaring.</p>
							
							<p><b>Contactgegevens:</b> <br> https://kleinscharig.nl <br>Woestijgerweg 135 <br>3817 SE Amersfoort<br> +3133 785 14 31</p>
							<p>Barbara Janssen is de Functionaris Gegevensbescherming van Kleinscharig, zij is te bereiken via info@kleinscharig.nl</p>
							<p>&nbsp;</p>
							<h2>Persoonsgegevens die wij verwerken</h2>

							<p>Kleinscharig verwerkt je persoonsgegevens doordat je gebruik maakt van onze diensten en/of omdat je deze gegevens zelf aan ons verstrekt.

							Hieronder vind je een overzicht van de persoonsgegevens die wij verwerken:</p>
							<div class="option">- Voor- en achternaam</div>
							<div class="option">- Geslacht</div>
							<div class="option">- Geboortedatum</div>
							<div class="option">- Telefoonnummer</div>
							<div class="option">- E-mailadres</div>
							<div class="option">- IP-adres</div>
							<div class="option">- Gegevens over jouw activiteiten op onze website</div>
							<div class="option">- Internetbrowser en apparaat type</div>
							<p>&nbsp;</p>
							<h2>Bijzondere en/of gevoelige persoonsgegevens die wij verwerken</h2>
							
							<p>Onze website en/of dienst heeft niet de intentie gegevens te verzamelen over websitebezoekers die jonger zijn dan 16 jaar. Tenzij ze toestemming hebben van ouders of voogd. We kunnen echter niet controleren of een bezoeker ouder dan 16 is. Wij raden ouders dan ook aan betrokken te zijn bij de online activiteiten van hun kinderen, om zo te voorkomen dat er gegevens over kinderen verzameld worden zonder ouderlijke toestemming. Als je er van overtuigd bent dat wij zonder die toestemming persoonlijke gegevens hebben verzameld over een minderjarige, neem dan contact met ons op via info@kleinscharig.nl, dan verwijderen wij deze informatie.</p>

							<p>&nbsp;</p>
							<h2>Met welk doel en op basis van welke grondslag wij persoonsgegevens verwerken</h2>							
							<p>Kleinscharig verwerkt jouw persoonsgegevens voor de volgende doelen:<br>
							- Het afhandelen van jouw betaling
							<br>- Verzenden van onze nieuwsbrief en/of reclamefolder
							<br>- Je te kunnen bellen of e-mailen indien dit nodig is om onze dienstverlening uit te kunnen voeren
							<br>- Je te informeren over wijzigingen van onze diensten en producten</p>
							
							<p>&nbsp;</p>
							<h2>Geautomatiseerde besluitvorming</h2>						
							<p>Kleinscharig neemt niet op basis van geautomatiseerde verwerkingen besluiten over zaken die (aanzienlijke) gevolgen kunnen hebben voor personen. Het gaat hier om besluiten die worden genomen door computerprogramma&#39;s of -systemen, zonder dat daar een mens (bijvoorbeeld een medewerker van Kleinscharig) tussen zit. Kleinscharig gebruikt de volgende computerprogramma&#39;s of -systemen: Salonized, voor het beheren van klantgegevens, zover bij Kleinscharig bekend wordt er geen gebruik gemaakt van onderliggende logica, daarbij dus ook geen belang voor Kleinscharig en zo ver Kleinscharig weet geen verwachte gevolgen voor betrokkene]
							</p>
							
							<p>&nbsp;</p>
							<h2>Hoe lang we persoonsgegevens bewaren</h2>
							<div class="option">Kleinscharig bewaart je persoonsgegevens niet langer dan strikt nodig is om de doelen te realiseren waarvoor je gegevens worden verzameld. Wij hanteren de volgende bewaartermijnen voor de volgende (categorieën) van persoonsgegevens:
							
							(Categorie) persoonsgegevens  &gt; Bewaartermijn &gt; Reden
							Personalia                                  &gt; Bewaartermijn &gt; Reden                         
							Adres                                          &gt; Bewaartermijn &gt; Reden
							Enzovoort                                   &gt; Bewaartermijn &gt; Reden </div>
							
							<p>&nbsp;</p>							
							<h2>Delen van persoonsgegevens met derden</h2>

							<p></p>
							<div class="option">Kleinscharig verkoopt jouw gegevens niet aan derden en zal deze uitsluitend verstrekken indien dit nodig is voor de uitvoering van onze overeenkomst met jou of om te voldoen aan een wettelijke verplichting. Met bedrijven die jouw gegevens verwerken in onze opdracht, sluiten wij een bewerkersovereenkomst om te zorgen voor eenzelfde niveau van beveiliging en vertrouwelijkheid van jouw gegevens. Kleinscharig blijft verantwoordelijk voor deze verwerkingen.</div>

							<p>&nbsp;</p>														
						    <h2>Cookies, of vergelijkbare technieken, die wij gebruiken</h2>
							
							<p>Kleinscharig gebruikt functionele, analytische en tracking cookies. Een cookie is een klein tekstbestand dat bij het eerste bezoek aan deze website wordt opgeslagen in de browser van je computer, tablet of smartphone. Kleinscharig gebruikt cookies met een puur technische functionaliteit. Deze zorgen ervoor dat de website naar behoren werkt en dat bijvoorbeeld jouw voorkeursinstellingen onthouden worden. Deze cookies worden ook gebruikt om de website goed te laten werken en deze te kunnen optimaliseren. Daarnaast plaatsen we cookies die jouw surfgedrag bijhouden zodat we op maat gemaakte content en advertenties kunnen aanbieden. 
							
							Bij jouw eerste bezoek aan onze website hebben wij je al geïnformeerd over deze cookies en hebben we je toestemming gevraagd voor het plaatsen ervan. 
							
							Je kunt je afmelden voor cookies door je internetbrowser zo in te stellen dat deze geen cookies meer opslaat. Daarnaast kun je ook alle informatie die eerder is opgeslagen via de instellingen van je browser verwijderen. 
							
							Zie voor een toelichting <a href="https://veiliginternetten.nl/themes/situatie/cookies-wat-zijn-het-en-wat-doe-ik-ermee/"> hier</a>.
							</p>
							<div class="option"> </div>
							<div class="option">Op deze website worden ook cookies geplaatst door derden. Dit zijn bijvoorbeeld adverteerders en/of de sociale media-bedrijven. Hieronder een overzicht:
							<br><br>
							<p>Cookie: Googly Analytics<br>
							Naam: _utma<br>
							Functie: Analytische cookie die websitebezoek meet<br>
							Bewaartermijn: 2 jaar </p></div>

							<p>&nbsp;</p>														
							<h2>Gegevens inzien, aanpassen of verwijderen </h2>
							
							<p>Je hebt het recht om je persoonsgegevens in te zien, te corrigeren of te verwijderen. Daarnaast heb je het recht om je eventuele toestemming voor de gegevensverwerking in te trekken of bezwaar te maken tegen de verwerking van jouw persoonsgegevens door Kleinscharig en heb je het recht op gegevensoverdraagbaarheid. Dat betekent dat je bij ons een verzoek kan indienen om de persoonsgegevens die wij van jou beschikken in een computerbestand naar jou of een ander, door jou genoemde organisatie, te sturen. 
							
							Je kunt een verzoek tot inzage, correctie, verwijdering, gegevensoverdraging van je persoonsgegevens of verzoek tot intrekking van je toestemming of bezwaar op de verwerking van jouw persoonsgegevens sturen naar info@kleinscharig.nl.
							
							Om er zeker van te zijn dat het verzoek tot inzage door jou is gedaan, vragen wij jou een kopie van je identiteitsbewijs met het verzoek mee te sturen. Maak in deze kopie je pasfoto, MRZ (machine readable zone, de strook met nummers onderaan het paspoort), paspoortnummer en Burgerservicenummer (BSN) zwart. Dit ter bescherming van je privacy. We reageren zo snel mogelijk, maar binnen vier weken, op jouw verzoek .
							
							Kleinscharig wil je er tevens op wijzen dat je de mogelijkheid hebt om een klacht in te dienen bij de nationale toezichthouder, de Autoriteit Persoonsgegevens. Dat kan via de volgende <a href="https://autoriteitpersoonsgegevens.nl/nl/contact-met-de-autoriteit-persoonsgegevens/tip-ons">link</a>. 
							</p>
							
							
							<p>&nbsp;</p>														
							<h2>Hoe wij persoonsgegevens beveiligen</h2>
							
							<p>Kleinscharig neemt de bescherming van jouw gegevens serieus en neemt passende maatregelen om misbruik, verlies, onbevoegde toegang, ongewenste openbaarmaking en ongeoorloofde wijziging tegen te gaan. Als jij het idee hebt dat jouw gegevens toch niet goed beveiligd zijn of er aanwijzingen zijn van misbruik, neem dan contact op met onze klantenservice of via info@kleinscharig.nl</p>
							
                        </div>
                    </div>
                </div>
            </section>
            <section class="switchable imagebg height-70 text-center" data-overlay="0">
                <div class="background-image-holder background--center">
	                <img alt="background" src="img/producten/producten.jpg">
	            </div>
            </section>         
	            
        </div>
   	            <footer class="footer-7 text-center-xs  ">
        	
			<div class="container">
				<div class="row">
					<div class="col-sm-4">
						<span class="type--fine-print">©
						<span class="update-year">2017</span> Kleinscharig - <a href="/privacy" target="_blank">Privacyverklaring</a></span> 
			        </div>
					<div class="col-sm-4 text-center">
						<span class="type--fine-print">Fotografie door <a href="https://www.anoukfotografeert.nl/" target="_blank" rel="noreferrer">Anouk Fotografeert</a></span>
			        </div>
			        <div class="col-sm-4 text-right text-center-xs">
			        	<ul class="social-list list-inline">
	                        <li>
	                            <a href="https://www.instagram.com/kleinscharig/" target="_blank" rel="noreferrer" title="instagram">
	                                <i class="socicon socicon-instagram icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a href="https://www.facebook.com/kleinscharig.amersfoort/" target="_blank" rel="noreferrer" title="facebook">
	                                <i class="socicon socicon-facebook icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a href="https://m.me/kleinscharig.amersfoort" target="_blank" rel="noreferrer" title="messenger">
	                                <i class="socicon socicon-messenger icon icon--xs"></i>
								</a>
							</li>
	                        <li>
	                            <a href="https://www.pinterest.com/kleinscharig" target="_blank" rel="noreferrer" title="pinterest">
	                                <i class="socicon socicon-pinterest icon icon--xs"></i>
	                            </a>
	                        </li>
	                        <li>
	                            <a itemprop="email" href="mailto:info@kleinscharig.nl" target="_blank" rel="noreferrer" title="email">
	                                <i class="socicon socicon-mail icon icon--xs"></i>
	                                
	                            </a>
	                        </li>
						</ul>
			        </div>
			    </div>
		        <!--end of row-->
		    </div>
		    <!--end of container-->
		</footer>
        
        <script src="js/jquery-3.1.1.min.js"></script>
        <script src="js/flickity.min.js"></script>
        <script src="js/parallax.js"></script>
        <script src="js/smooth-scroll.min.js"></script>
        <script src="js/scripts.js"></script>

    </body>

</html>