<!doctype html>
<html lang="en">
<head>
    <link rel="shortcut icon" type="image/png" href="images/Logo-HaarPiraat-favicon.png"/>
    <meta charset="UTF-8">
    <meta name="viewport"
          content="width=device-width, user-scalable=no, initial-scale=1.0, maximum-scale=1.0, minimum-scale=1.0">
    <meta http-equiv="X-UA-Compatible" content="ie=edge">
    
    <title>De Haarpiraat</title>

    <link rel="stylesheet" href="styles/navStyle.css">
    <link rel="stylesheet" href="styles/contact.css">
    <link rel="stylesheet" href="styles/footerStyle.css">
    <link rel="stylesheet" href="styles/curlsys.css">
    <link rel="stylesheet" href="styles/greatlengths.css">
    <link rel="stylesheet" href="styles/insta.css">
    <link rel="stylesheet" href="styles/catalogus.css">

    <link href='styles/style.css' rel='stylesheet' type='text/css'>
    <link href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.3.0/css/font-awesome.css" rel="stylesheet">
    <link href="//cdnjs.cloudflare.com/ajax/libs/normalize/3.0.2/normalize.min.css" rel="stylesheet">
    <link href='https://fonts.googleapis.com/css?family=Montserrat' rel='stylesheet' type='text/css'>

    <link href="https://stackpath.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css" rel="stylesheet" integrity="sha384-wvfXpqpZZVQGK6TAh5PVlGOfQNHSoD2xbE+QkPxCAFlNEevoEH3Sl0sibVcOQVnN" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/animate.css/3.7.0/animate.css" />

    <link href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.3.0/css/font-awesome.css" rel="stylesheet">
    <link href="//cdnjs.cloudflare.com/ajax/libs/normalize/3.0.2/normalize.min.css" rel="stylesheet">
    <link href='https://fonts.googleapis.com/css?family=Montserrat' rel='stylesheet' type='text/css'>

    <script src="scripts/jquery.js"></script>
    <script src="scripts/script.js"></script>

    <!-- <script src="https://unpkg.com/ionicons@4.4.7/dist/ionicons.js%22%3E"></script> -->
    <script src="scripts/main.js"></script>
    <script src="scripts/instafeed.min.js"></script>

</head>
<body><div class="overlay">
    <div class="wrap">
        <ul class="wrap-nav">
            <li class="li-klein-groot">
                <ul class="ul-klein">
                    <li class="li-klein"><a class="a-klein" href="index.php">Home</a></li>
                    <li class="li-klein"><a class="a-klein" href="curlsys.php">CURLSYS&reg</a></li>
                    <li class="li-klein"><a class="a-klein" href="greatlengths.php">Great Lengths</a></li>
                    <li class="li-klein"><a class="a-klein" href="instagram.php">Instagram</a></li>
                    <li class="li-klein"><a class="a-klein" href="tarieven.php">Tarieven</a></li>
                    <li class="li-klein"><a class="a-klein" href="contact.php">Contact</a></li>
                </ul>
            </li>
        </ul>
    </div>
</div>
<nav id="nav">
<a class="a-groot" href="index.php"><img src="images/Logo-HaarPiraat.png" alt="" class="logo"></a>
    <ul class="nav-gray" id="not-black">
        <li class="li-groot"><a class="a-groot" href="curlsys.php">CURLSYS&reg</a></li>
        <li class="li-groot"><a class="a-groot" href="greatlengths.php">Great Lengths</a></li>
        <li class="li-groot"><a class="a-groot" href="instagram.php">Instagram</a></li>
        <li class="li-groot"><a class="a-groot" href="tarieven.php">Tarieven</a></li>
        <li class="li-groot"><a class="a-groot" href="contact.php">Contact</a></li>
    </ul>
    <div class="button">
        <a class="btn-open" style="text-decoration: none;" href="#"></a>
    </div>
</nav>
<head>
  <link rel="stylesheet" href="styles/slider.css">
</head>

<main>

<div class="slider" id="slider">
		<div class="slItems">
      <div class="slItem" style="background-image: url('images/background1.jpg');">
			</div>
			<div class="slItem" style="background-image: url('images/background2.jpg');">
			</div>
			<div class="slItem" style="background-image: url('images/background3.jpg');">
			</div>
      <div class="slItem" style="background-image: url('images/background4.jpg');">
			</div>
      <div class="slItem" style="background-image: url('images/background5.jpg');">
			</div>
      <div class="slItem" style="background-image: url('images/background6.jpg');">
			</div>
      <div class="slItem" style="background-image: url('images/background7.jpg');">
			</div>
      <div class="slItem" style="background-image: url('images/background8.jpg');">
			</div>
		</div>
	</div>

	<script src="http://code.jquery.com/jquery-latest.min.js" type="text/javascript"></script>
	<script src="scripts/slider.min.js"></script>
    <script type="text/javascript">

  var _gaq = _gaq || [];$(function(){
      $('#slider').rbtSlider({
          'dots': true,
          'arrows': true,
          'auto': 8
      });
  });

</script>



    <div id="description">
        <div id="gc1">
            <div id="desc-container">
               <h2 class="homepageTitle">Welkom bij de HaarPiraat</h2>
               <p class="homepageParagraph">
                Gezelligheid en aandacht voor het haar én de klanten, daar draait het om bij de HaarPiraat.
                De prikkel om het elke dag goed te doen, is voor mij vanzelfsprekend en voor u een zekerheid om uw haar tip-top in orde te hebben en te houden.
                <br><br>
                Ook een volume behandeling en/of verlenging met de extensions van "Great Lengths" behoren tot de mogelijkheden!!!
                <br><br>
                Of knippen volgens de CURLSYS®-methode.
                CURLSYS® is de geregistreerde merknaam voor de gepatenteerde krullen knip techniek ontwikkeld door Brian McLean. Het systeem behelst speciale technieken en scharen waarmee dynamische krullen in verschillende variaties geknipt kunnen worden.
                <br><br>
                Wilt u iemand verrassen met een cadeaubon?
                Ze zijn verkrijgbaar met diverse bedragen of behandelingen.
               </p>
            </div>
        </div>


            <div class="omschrijving-homepage">
                <h2 class="homepageTitle">Informatie</h2>
                    <h3 class="importantInfo">Wilt u snel contact, dan graag bellen</h3>
                    <ul class="importantUnorderdList">
                        <!-- <li id="groot-contact">Wilt u snel contact, dan graag bellen</li> -->
                        Adres:
                        <li>Piraat 12</li>
                        <li>1671 RX Medemblik </li>
                        <li>Telefoon (0227) 724544 </li>
                        <li>Mail: <a id="a-contact-mail" href="mailto:info@dehaarpiraat.nl">info@dehaarpiraat.nl</a></li>
                        <br>
                        <li>Maandag:                    08:30 - 17:30</li>
                        <li>Dinsdag:                         Gesloten</li>
                        <li>Woensdag: 08:30 - 13:00 / 18:00 - 22:00  </li>
                        <li>Donderdag:                 18:00 - 22:00 </li>
                        <li>Vrijdag:                    08:30 - 17:30</li>
                        <li>Zaterdag:                        Gesloten</li>
                        <li>Zondag:                          Gesloten</li>
                    </ul>
                </div>
    </div>

</main>

<script src="scripts/slider.js">




