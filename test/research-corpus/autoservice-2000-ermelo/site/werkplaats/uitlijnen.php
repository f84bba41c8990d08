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


<section class='contactdiv uitlijnen'>
	<div class='blueoverlay'> <!-- COLORoverlay as class name --> 
		<h2 class='contactdivtext'>
			Slijten uw banden scheef af?<br>
			Of trekt de auto naar één kant?<br>
			Dan moet uw auto uitgelijnd worden
		</h2>
	</div>
</section>
<section class='anwbdiv'>
	<div class='clearoverlay'>
		<h3 class="bigtext">
			Uitlijnen Is een proces waar veel te vaak te licht over wordt gedacht. Wanneer een auto is uitgelijnd dan staan de wielen voor en achter in één lijn, afgemeten en afgesteld vanuit de hartlijn van de auto. Het hart van de as is het uitgangspunt van waaruit men stelt.
		</h3>
	</div>
</section>
<section>
	<div class='whiteoverlay'>
		<p class="longtext">
			Is uitlijnen dan zo noodzakelijk? Jawel! Uitlijnen ´maakt´ de auto. Een auto die niet is uitgelijnd en ook nog eens de verkeerde of verschillende banden heeft; dat maakt al gauw dat ie rijdt als een zeepkist. Uitlijnen bespaart banden maar ook brandstof en voorkomt andere onnodige slijtage aan lagers en/of carrosserie. Wanneer de auto niet is gelijnd dan ontstaat er binnen een mum van tijd een slijtrand op de band en bij de APK-keuring kun je een negatief briefje verwachten.
			<br><br>
			Uitlijnen is nog altijd goedkoper dan één enkele goede band en je hebt het probleem ook meteen opgelost voor je nieuwe banden. Voordeel genoeg dus.
			<br><br>
			Uitlijnen is ook een vak op zich, het vereist inzicht, accuratesse en bovenal het belangrijkste, de feeling. Al lijn je een auto nog zo goed uit, wanneer je het niet in je hebt krijg je ´m nooit zo op de weg dat je kunt zeggen… dit zit! Dit stuurt! Dit gaat!
		</p>
	</div>
</section>
<section class='anwbdiv'>
	<div class='clearoverlay'>
		<p class="longtext">
			<b>Wanneer uitlijnen?</b> <br><br>
			Wanneer uw auto naar links of naar rechts trekt. <br>
			Wanneer uw banden scheef afslijten.<br>
			Wanneer u een stoeprandje heeft geraakt en uw auto daarna anders rijdt dan voorheen.<br>
			Wanneer er tijdens een reparatie de wielophanging los is geweest.<br>
			<br>
			Als één van deze gevallen bij u van toepassing is, dan is het een goed moment om uitlijnen te overwegen.
			<br><br>
			U kunt bij ons uw auto laten uitlijnen va. €47,50
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