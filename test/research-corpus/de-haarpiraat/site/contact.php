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
    <div class="contactform">

        <h1 class="brand">Neem contact op</h1>
            <div class="wrapper">
                <div class="company-info">
                    <h3 id="groot-contact">Wilt u snel contact, dan graag bellen</h3>
                    <ul>
                        <!-- <li id="groot-contact">Wilt u snel contact, dan graag bellen</li> -->
                        <li>Adres:</li>
                        <li>Piraat 12</li>
                        <li>1671 RX Medemblik </li>
                        <li>Telefoon (0227) 724544 </li>
                        <li>Mail: <a id="a-contact-mail" href="mailto:info@dehaarpiraat.nl">info@dehaarpiraat.nl</a></li>
                        <br>
                        <li><span>Maandag:</span>                     08:30 - 17:30</li>
                        <li><span>Dinsdag:</span>                          Gesloten</li>
                        <li><span>Woensdag:</span>    08:30 - 13:00 / 18:00 - 22:00</li>
                        <li><span>Donderdag:</span>                  18:00 - 22:00 </li>
                        <li><span>Vrijdag:</span>                     08:30 - 17:30</li>
                        <li><span>Zaterdag:</span>                         Gesloten</li>
                        <li><span>Zondag:</span>                           Gesloten</li>
                    </ul>
                </div>
                <div class="contact">
                    <h3>Email ons</h3>
                    <form action="private/proces_verzenden.php" method="post">

                        <p>
                            <label>Naam</label>
                            <input type="text" name="naam" required>
                        </p>

                        <p>
                            <label>Achternaam</label>
                            <input type="text" name="achternaam" required>
                        </p>

                        <p>
                            <label>Email</label>
                            <input type="email" name="email" required>
                        </p>

                        <p>
                            <label>Telefoon</label>
                            <input type="text" name="telefoon" required>
                        </p>

                        <p class="full">
                            <label>Message</label>
                            <textarea name="message" id="" cols="30" rows="5" required></textarea>
                        </p>
                        <p class="full">
                            <button type="submit" name="submit" value="Versturen">Versturen</button>
                        </p>
                    </form>
                </div>
            </div>
    </div>

    <iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d9491.52932155905!2d5.099476839083594!3d52.761788722690106!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x82b57f8b33e81f37!2sDe+HaarPiraat!5e0!3m2!1snl!2snl!4v1543491225228"
            class="google-maps" frameborder="0" allowfullscreen></iframe>

    <iframe class="framebox inherit-locale google-360 "
            src="https://www.google.com/maps/embed?pb=!4v1541593605780!6m8!1m7!1sCAoSLEFGMVFpcE9Lc0Z3RlpNclljajlhYVFyVVQxb2dyaGMwM1FFRWJIR0V0NGVE!2m2!1d52.761783875067!2d5.099458182356!3f112.78530989877571!4f-6.884206240899701!5f0.7820865974627469"
            id="google_maps--view">
    </iframe>




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







