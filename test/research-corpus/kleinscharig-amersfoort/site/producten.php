<!doctype html>
<html lang="nl">
    <head>
        <meta charset="utf-8">
        <title>Kleinscharig - Producten</title>
		<meta name="description" content="Wij gebruiken producten van KEVIN.MURPHY. Eco-friendly en cruelty-free.">	
        

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
                            <h1>KEVIN.MURPHY</h1>
                            <p class="lead">De producten die wij gebruiken zijn <b>eco-friendly</b> en <b>cruelty-free</b>. Kwaliteit en duurzaamheid staan voorop. De producten zijn ontworpen om langdurig te presteren, geven het haar stevigheid en zijn bovendien <b>parabeen- en sulfaatvrij</b>. </p>

                        </div>
                    </div>
                </div>
            </section>       
	        <section class="text-center">
                <div class="tabs-container" data-content-align="left">
                    <ul class="tabs tabs--spaced">
                        <li class="active">
                            <div class="tab__title text-center"> <i class="icon block icon-Wave icon--sm"></i> <span class="h5">Ocean Waste Plastic</span> </div>
                            <div class="tab__content">
                                <div class="container switchable switchable--switch">
                                    <div class="row">
                                        <div class="col-sm-7"> <img alt="Image" src="img/device-6.png"> </div>
                                        <div class="col-sm-5 col-md-4">
                                            <div class="mt--1">
                                                <h3>Ocean Waste Plastic</h3>
                                                <p class="lead"> Stack is built with customization and ease-of-use at its core — whether you're a seasoned developer or just starting out, you'll be making attractive sites faster than any traditional HTML template. </p>
                                                <hr class="short">
                                                <p> Each purchase of Stack includes six months of free support and lifetime free content and bug-fix updates. </p>
                                            </div>
                                        </div>
                                    </div>
                                </div>
                            </div>
                        </li>
                        <li>
                            <div class="tab__title text-center"> <i class="icon block icon-Mouse icon--sm"></i> <span class="h5">Cruelty Free</span> </div>
                            <div class="tab__content">
                                <div class="container">
                                    <div class="row">
                                        <div class="col-sm-7"> <img alt="Image" width="50%" src="img/producten/crueltyfree.png"> </div>
                                        <div class="col-sm-5 col-md-4">
                                            <div class="mt--1">
                                                <h3>Cruelty Free</h3>
                                                <p class="lead"> Stack is built with customization and ease-of-use at its core — whether you're a seasoned developer or just starting out, you'll be making attractive sites faster than any traditional HTML template. </p>
                                                <hr class="short">
                                                <p> Each purchase of Stack includes six months of free support and lifetime free content and bug-fix updates. </p>
                                            </div>
                                        </div>
                                    </div>
                                </div>
                            </div>
                        </li>
                        <li>
                            <div class="tab__title text-center"> <i class="icon block icon-Environmental icon--sm"></i> <span class="h5">Vegan</span> </div>
                            <div class="tab__content">
                                <div class="container">
                                    <div class="row">
                                        <div class="col-sm-7"> <img alt="Image" src="img/device-2.png"> </div>
                                        <div class="col-sm-5 col-md-4">
                                            <div class="mt--1">
                                                <h3>Vegan</h3>
                                                <p class="lead"> Stack is built with customization and ease-of-use at its core — whether you're a seasoned developer or just starting out, you'll be making attractive sites faster than any traditional HTML template. </p>
                                                <hr class="short">
                                                <p> Each purchase of Stack includes six months of free support and lifetime free content and bug-fix updates. </p>
                                            </div>
                                        </div>
                                    </div>
                                </div>
                            </div>
                        </li>
                    </ul>
                </div>
            </section>
            <section class="switchable imagebg height-70 text-center" data-overlay="0">
                <div class="background-image-holder background--center">
                    <img alt="background" src="img/producten/producten.jpg">
                </div>
            </section>  
	        <!--    
                <div class="container">
                    <div class="row">
                        <div class="col-sm-5 col-md-4 ">
                            <h2>Styling</h2>
                            <p class="lead">   </p>
                            <p>&nbsp;</p>
                        </div>
                        <div class="col-sm-7 col-md-6 col-md-offset-1">
                            <div class="slider border--round" data-arrows="false" data-paging="true" data-timing="0">
                                <ul class="slides">
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-nightrider.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-powderpuff.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-freehold.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-motionlotion.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-bodybuilder.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/styling/kleinscharig-kapsalon-amersfoort-product-antigravity.jpg"> </li>
                                </ul>
                            </div>
                        </div>
                    </div>
                </div>
            </section>
			<section class="imagebg" data-overlay="1">
                <div class="background-image-holder"> <img alt="background" src="img/producten/producten.jpg"> </div>
                <div class="container"></div>
            </section>                        
            <section>
                <div class="container">
                    <div class="row">
                        <div class="col-sm-5 col-md-4">
                            <h2>Washes</h2>
                            <p class="lead"> Tivoli's most popular line of consumer digital radios just got a refresh — expect clearer highs and deeper lows. Massive style upgrade with high-calibre aluminum frame and plush knobs and dials. </p>
                            <p>&nbsp;</p>                            
                        </div>

                        <div class="col-sm-7 col-md-6 col-md-offset-1">
                            <div class="slider border--round" data-arrows="false" data-paging="true" data-timing="0">
                                <ul class="slides">
                                    <li> <img alt="Image" src="img/producten/washes/kleinscharig-kapsalon-amersfoort-product-angel-wash.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/washes/kleinscharig-kapsalon-amersfoort-product-maxi-wash.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/washes/kleinscharig-kapsalon-amersfoort-product-plumping-wash.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/washes/kleinscharig-kapsalon-amersfoort-product-stimulate-me-wash.jpg"> </li>
                                </ul>
                            </div>
                        </div>

                    </div>
                </div>
            </section>
			<section class="imagebg" data-overlay="1">
                <div class="background-image-holder"> <img alt="background" src="img/producten/producten2.jpg"> </div>
                <div class="container"></div>
            </section>            

            <section>
                <div class="container">
                    <div class="row">
                        <div class="col-sm-5 col-md-4 ">
                            <h2>Rinses</h2>
                            <p class="lead"> Tivoli's most popular line of consumer digital radios just got a refresh — expect clearer highs and deeper lows. Massive style upgrade with high-calibre aluminum frame and plush knobs and dials. </p>
                            <p>&nbsp;</p>                            
                        </div>
                        <div class="col-sm-7 col-md-6 col-md-offset-1">
                            <div class="slider border--round" data-arrows="false" data-paging="true" data-timing="0">
                                <ul class="slides">
                                    <li> <img alt="Image" src="img/producten/rinses/kleinscharig-kapsalon-amersfoort-product-repair-me-rinse.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/rinses/kleinscharig-kapsalon-amersfoort-product-hydrate-me-rinse.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/rinses/kleinscharig-kapsalon-amersfoort-product-smooth-again-rinse.jpg"> </li>
                                </ul>
                            </div>
                        </div>
                    </div>
                </div>
            </section>
            
			<section class="imagebg" data-overlay="1">
                <div class="background-image-holder"> <img alt="background" src="img/producten/producten.jpg"> </div>
                <div class="container"></div>
            </section>            
            
            <section>
                <div class="container">
                    <div class="row">
                        <div class="col-sm-7 col-md-4 ">
                            <h2>Treatment</h2>
                            <p class="lead"> Tivoli's most popular line of consumer digital radios just got a refresh — expect clearer highs and deeper lows. Massive style upgrade with high-calibre aluminum frame and plush knobs and dials. </p>
                            <p>&nbsp;</p>                            
                        </div>
                        <div class="col-sm-7 col-md-6 col-md-offset-1">
                            <div class="slider border--round" data-arrows="false" data-paging="true" data-timing="0">
                                <ul class="slides">
                                    <li> <img alt="Image" src="img/producten/treatment/kleinscharig-kapsalon-amersfoort-product-shimmeshine.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/treatment/kleinscharig-kapsalon-amersfoort-product-youngagain.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/treatment/kleinscharig-kapsalon-amersfoort-product-leavyinrepair.jpg"> </li>
                                    <li> <img alt="Image" src="img/producten/treatment/kleinscharig-kapsalon-amersfoort-product-blondeangel.jpg"> </li>
                                </ul>
                            </div>
                        </div>

                    </div>
                </div>
            </section>            
            
			<section class="imagebg" data-overlay="1">
                <div class="background-image-holder"> <img alt="background" src="img/producten/producten2.jpg"> </div>
                <div class="container"></div>
            </section>            
			-->
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