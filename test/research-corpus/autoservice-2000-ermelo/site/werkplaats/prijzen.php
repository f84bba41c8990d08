<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
    <title>Autoservice 2000 - Home</title>
	<meta charset="utf-8" />
	<!--
	<meta name="viewport" content="width=device-width, initial-scale=1">
	-->
    <link rel="stylesheet" type="text/cs-s" href="/css/normalize.css"/>
	<link href='http://fonts.googleapis.com/css?family=Alegreya:400italic,700italic|Montserrat:400,700' rel='stylesheet' type='text/css'>
    <link rel="stylesheet" href="/css/fonticons.css"/>
    <link rel="stylesheet" type="text/css" href="/css/style.css"/>
    <script type="text/javascript" src="/js/header.js"> </script>
	<script src="/js/jquery-2.1.0.min.js" type="text/JavaScript"></script>
	</head>


<body>
	<div id="wrapper">
		<header>
			<div class="menu-button" onclick="menu()">Menu</div>
			<div id=logo>
				<img id='logo' src="/images/logoas2000.jpg" >
			</div>
			<div class="nav-div">
				<ul class="nav-container" data-breakpoint="800">
					<li><a href="/index.php">
						<div class="fs1" aria-hidden="true" data-icon="&#xe074;"></div>Home</a> 
					</li>
					<li><a href="http://vl.autotrack.nl/1367/O">
						<div class="fs1" aria-hidden="true" data-icon="&#xe06e;"></div>Occasions</a> 
					</li>
					<li style="z-index: 10;"><a onclick="dropdown()">
						<div class="fs1" aria-hidden="true" data-icon="&#xe035;"></div>Werkplaats</a> 
						<div class="servicesdd">
							<div class="clearoverlay">
								<ul class="dropdown">
									<li>
										<a href="/werkplaats/apk.php">APK</a>
									</li>
									<li>
										<a href="/werkplaats/airco.php">Airco</a>
									</li>
									<li>
										<a href="/werkplaats/diagnosis.php">Diagnosis</a>
									</li>
									<li>
										<a href="/werkplaats/prijzen.php">Prijzen</a>
									</li>
									<li>
										<a href="/werkplaats/uitlijnen.php">Uitlijnen</a>
									</li>
								</ul>
							</div>
						</div>
					</li>
					<li><a href="/caravan.php">
						<div class="fs1" aria-hidden="true" data-icon="&#xe005;"></div>Caravan</a> 
					</li>
					<li><a href="/anwb.php">
						<div class="fs1" aria-hidden="true" data-icon="&#xe077;"></div>ANWB-pechhulp</a> 
					</li>
					<li><a href="/contact.php">
						<div class="fs1" aria-hidden="true" data-icon="&#xe090;"></div>Contact</a> 
					</li>
				</ul>
			</div>
		</header>
		<div id="content">


<section class='contactdiv apk'>
	<div class='blueoverlay'> <!-- COLORoverlay as class name --> 
		<h2 class='contactdivtext'>FILLER
		</h2>
	</div>
</section>
<section>
	<div class='whiteoverlay'>
		<p class="longtext">
			FILLER
		</p>
	</div>
</section>
<section class='anwbdiv'>
	<div class='clearoverlay'>
		<p class="longtext">
			FILLER
		</p>
	</div>
</section>

			</div>
			<footer>
				<div class='overlay'>

					<div class="footer-row">
						<div class="footer-contact">
							<div class="footer-block">
								<h2>Adres</h2>
								Autoservice 2000 <br>
								Kerkdennen 40 <br>
								3851BB Ermelo<br>
							</div>
							<div class="footer-block">
								<h2>Contact Informatie</h2>
								Tel:0341-552064 <br>
								Fax:0341-559789 <br>
								Mob:06-53157977 <br>
								info@as2000.nl
							</div>
						</div>
						<ul>
							<li>
								<a href="https://www.facebook.com/autoservice2000">
								<div class="fs1" aria-hidden="true" data-icon="&#xe0c1;"></div> Facebook</a>
							</li>
						</ul>
					</div>
					<div class="footer-row">
						<div class='refs'>
							<h3>In samenwerking met
							</h3>
							<div class="img-wrapper">
								<img src="/images/anwb.png" height=100>
							</div>
							<div class="img-wrapper">
								<img src="/images/bovag.png" height=100>
							</div>
							<div class="img-wrapper">
								<img src="/images/rdw.png" height=100>
							</div>
						</div>
					</div>
				</div>
            </footer>
        </div>
        		<script type="text/javascript" src="/js/flexnav-master/js/jquery.flexnav.min.js"></script>
		<script type="text/javascript">$(".flexnav").flexNav();</script>
    </body>
</html>