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
<div class="prijsLijst">
    <div class="prijslijst-container">
    <h2>Algemeen</h2>

<table class="algemeenTable">
    <tr>
        <td class="tableProduct">Wasmassage</td>
        <td class="prices">€ 4,00</td>
    </tr>
    <tr>
        <td class="tableProduct">Knippen</td>
        <td class="prices">€ 22,50</td>
    </tr>
    <tr>
        <td class="tableProduct">Kinderen knippen t/m 11 jaar</td>
        <td class="prices">€ 13,50</td>
    </tr>
    <tr>
        <td class="tableProduct">Curlsys knippen</td>
        <td class="prices">€ 55,00</td>
    </tr>
    <tr>
        <td> <hr></td>
    </tr>
    <tr>
        <td class="tableProduct">Pony knippen</td>
        <td class="prices">€ 4,50</td>
    </tr>
    <tr>
        <td class="tableProduct">Drogen</td>
        <td class="prices">€ 7,60</td>
    </tr>
    <tr>
        <td class="tableProduct">Föhnen / Opsteken v.a.</td>
        <td class="prices">€ 22,00</td>
    </tr>
    <tr>
        <td> <hr></td>
    </tr>
        <tr>
            <td class="tableProduct">Wassen, knippen en drogen</td>
            <td class="prices">€ 27,00</td>
        </tr>
        <tr>
            <td class="tableProduct">Wassen, knippen en föhnen</td>
            <td class="prices">€ 36,00</td>
        </tr>
    </table>
    <br>
    <h2>Kleur behandelingen</h2>
    <table class="kleurTable">
        <tr>
            <td class="tableProduct">Verven, helemaal opzetten</td>
            <td class="prices">€ 37,50</td>
        </tr>
        <tr>
            <td class="tableProduct">Verf, uitgroei behandeling</td>
            <td class="prices">€ 28,00</td>
        </tr>
        <tr>
            <td class="tableProduct">Verf, uitgroei behandeling So Pure</td>
            <td class="prices">€ 30,00</td>
        </tr>
        <tr>
            <td class="tableProduct">Semi Color</td>
            <td class="prices">€ 30,00</td>
        </tr>
        <tr>
            <td class="tableProduct">High- / Low lights v.a.</td>
            <td class="prices">€ 7,00</td>
        </tr>
        <tr>
            <td class="tableProduct">Toner, bij een kleuring</td>
            <td class="prices">€ 10,00</td>
        </tr>
        <tr>
            <td> <hr></td>
        </tr>
    <tr>
        <td class="tableProduct">Coupe Soleil, kam</td>
        <td class="prices">€ 23,95</td>
    </tr>
    <tr>
        <td class="tableProduct">Coupe Soleil, folie scalp</td>
        <td class="prices">€ 25,00</td>
    </tr>
    <tr>
        <td class="tableProduct">Coupe Soleil, folie helemaal</td>
        <td class="prices">€ 35,00</td>
    </tr>
    <tr>
        <td class="tableProduct">Special painttechniek / balayage v.a.</td>
        <td class="prices">€ 35,00</td>
    </tr>
        <tr>
            <td class="tableProduct">Lang haar toeslag</td>
            <td class="prices">€ 13,50</td>
        </tr>
    </table>
    <br>
    <h2>Permanent behandelingen (incl. wassen/knippen/drogen)</h2>
    <table class="permanentTable" id="bottomTable">
        <tr>
            <td class="tableProduct">Permanent</td>
            <td class="prices">€ 75,00</td>
        </tr>
        <tr>
            <td class="tableProduct">SuperCurl (vanaf schouderlengte) ±3 uur</td>
            <td class="prices">€ 115,00</td>
        </tr>
        <tr>
            <td class="tableProduct">Volume permanent (±6 weken houdbaar)</td>
            <td class="prices">€ 60,00</td>
        </tr>
    </table>
    <br>
    </div>
</div>


<div class="footer">
    <div class="menus" id="footermenu">
        <h2 class="h2footer">Menus</h2>
        <h5 class="h5footer">Navigeer hier voor meer informatie</h5>


        <ul class="menuleft">
            <li class="menuItems"><a class="footer-link" href="index.php">Home</a></li>
            <li class="menuItems"><a class="footer-link" href="curlsys.php">Curlsys</a></li>
            <li class="menuItems"><a class="footer-link" href="#">Great Lengths</a></li>
            <li class="menuItems"><a class="footer-link" href="tarieven.php">Tarieven</a></li>
            <li class="menuItems"><a class="footer-link" href="instagram.php">Instagram</a></li>
            <li class="menuItems"><a class="footer-link" href="contact.php">Contact</a></li>
        </ul>
    </div>

    <div class="menus solidline">
        <h2 class="h2footer">Openingstijden</h2>
        <h5 class="h5footer">Hoe laat kunt u langskomen?</h5>
        <ul class="menuleft">
            <li class="menuLineHeight">Ma   08:30 - 17:30</li>
            <li class="menuLineHeight">Di   Gesloten</li>
            <li class="menuLineHeight">Wo   08:30 - 13:00 / 18:00 - 22:00</li>
            <li class="menuLineHeight">Do   18:00 - 22:00</li>
            <li class="menuLineHeight">Vr   08:30 - 17:30</li>
            <li class="menuLineHeight">Za   Gesloten</li>
            <li class="menuLineHeight">Zo   Gesloten</li>
        </ul>
    </div>

    <div class="menus solidline" id="socialmedia">
        <h2 class="h2footer">Sociale media</h2>
        <h5 class="h5footer">Waar kunt u ons vinden?</h5>

        <div id="lastInstaPost"></div>
    </div>

    <div class="menus">
        <h2 class="h2footer">Contact</h2>
        <h5 class="h5footer">Waar kunt u ons vinden?</h5>


        <ul class="menuleft">
            <li class="menuLineHeight">De HaarPiraat</li>
            <li class="menuLineHeight">Piraat 12</li>
            <li class="menuLineHeight">1671RX Medemblik</li>
            <li class="menuLineHeight">Tel: 0227724544</li>
            <li class="menuLineHeight"><a href="mailto:mirellahaakman@hotmail.com" onclick="mailAlert()">Klik hier om een mail te sturen</a></li>
        </ul>
    </div>
</div>







