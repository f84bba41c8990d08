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
		<h2 class='contactdivtext'>De APK keuring
		</h2>
	</div>
</section>
<section>
	<div class='whiteoverlay'>
		<p class="longtext">
			De Algemene Periodieke Keuring (APK) is een in Europa wettelijk verplichte keuring. Als uw personenauto of bedrijfsauto ouder is dan drie jaar en niet zwaarder is dan 3.500 kg, dan dient uw voertuig jaarlijks te worden gekeurd. Een noodzakelijk kwaad denkt u misschien. Toch is het belangrijk om te weten dat de APK er voor uw veiligheid en ons milieu is. Als uw voertuig of het voertuig van een andere weggebruiker technische tekortkomingen heeft, is de kans op een ongeluk immers een stuk groter.
			<br><br>
			Let wel: de APK is een momentopname en gericht op de verkeersveiligheid. Als uw voertuig APK is goedgekeurd, betekent dat dus niet dat u een jaar lang geen onderhoud hoeft te plegen. Een regelmatige controle van uw auto is dus belangrijk.
			<br><br>
			Nadat de auto is gekeurd, ontvangt u een keuringsrapport, zowel bij goedkeuring als bij afkeuring van de auto. Het keuringsrapport moet u altijd bij u hebben in de auto. De politie kan er om vragen. 
		</p>
	</div>
</section>
<section class='anwbdiv'>
	<div class='clearoverlay'>
		<p class="longtext">
			
			Een APK kost voor een benzine auto van voor 1993 €39,00.
			<br>
			Een APK voor een benzine auto na 1993 kost €49,00
			<br>
			Een APK voor een diesel auto kost €59,00.
		 	<br><br>
			Al de bedragen zijn INCL afmelden, btw, roetmeting en viergas test. Dus <b>geen verassingen</b>.
			<br>
			Voor een afspraak kunt u altijd langskomen of :
			<br>
			Bel voor een afspraak met 0341-552064. of mail naar: AS2000 APKs
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