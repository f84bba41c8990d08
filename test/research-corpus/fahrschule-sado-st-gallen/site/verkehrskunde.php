<!DOCTYPE html>
<html lang="de">

<head>
    <meta charset="UTF-8" />
    <meta http-equiv="X-UA-Compatible" content="IE=edge" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Fahrschule Sado für Auto, Car und LKW. Gratis Probelektion</title>
    <meta name="description"
        content="Deine Fahrschule in St. Gallen um Umgebung. Alle Kategorien. Gratis Schnupperlektionen. Erfahrene Fahrlehrer und ehemalige Experten." />
    <meta name="google-site-verification" content="N51X6zIVCtenllZQI42oAuCsuB5reUmu7ErAFzz_O_U" />
    <link rel="stylesheet" href="https://pro.fontawesome.com/releases/v5.10.0/css/all.css"
        integrity="sha384-AYmEC3Yw5cVb3ZcuHtOA93w35dYTsvhLPVnYs9eStHfGJvOvKxVfELGroGkvsg+p" crossorigin="anonymous" />
    <link rel="stylesheet" href="./style/header.css" />
    <link rel="stylesheet" href="./style/main.css" />
    <link rel="stylesheet" href="./style/footer.css" />
    <link rel="stylesheet" href="./style/secondpages.css">
    <script src="https://www.google.com/recaptcha/api.js" async defer></script>


</head><header id="header">
    <div class="logosado" id="logoimheader">
        <a href="https://www.sado.ch"><img src="./images/sado_VK.webp" alt="FAHRSCHULE SADO" /></a>
    </div>
    <div class="telnr1">
        <a href="tel:+41794887700"><i class="fas fa-phone-square-alt"></i> 079 488 77 00</a>
    </div>
    <div class="emaillogo">
        <a href="mailto:info@sado.ch"><i class="far fa-envelope"> info@sado.ch</i> </a>
    </div>
    <div class="socialmedia">
        <a href="https://www.facebook.com/Fahrschule-Sado-103897668719476" target="_blank" rel="noreferrer"><img
                src="./images/facebook.webp" alt="facebook logo"></i></a>
        <a href="https://www.instagram.com/sado.ch/" target="_blank" rel="noreferrer"><img
                src="./images/instagramm.webp" alt="instagram logo"></i></a>
    </div>
</header>   <div id="telmailsticky">
       <a href="tel:+41794887700"><i class="fas fa-phone-square-alt"> 079 488 77 00</i></a>
       <a href="mailto:info@sado.ch"><i class="far fa-envelope"> info@sado.ch</i> </a>
   </div>
   <!----------------------------------------------------------------->
   <nav class="navbar">
       <div class="brand-title logosado">
           <a href="https://www.sado.ch"><img src="./images/sado_VK.webp" alt="LOGO FAHRSCHULE SADO" /></a>

           <a href="#" class="toggle-button">
               <span class="bar"></span>
               <span class="bar"></span>
               <span class="bar"></span>
           </a>

       </div>
       <div class="navbar-links">
           <ul>
               <li><a href="https://www.sado.ch">HOME</a></li>
               <hr />
               <li>
                   <a href="nothelfer.php">NOTHELFER</a>
               </li>
               <hr />
               <li>
                   <a href="vrt.php">THEORIE </a>
               </li>
               <hr />
               <li>
                   <a href="fahrstunden.php">AUTO</a>
               </li>
               <hr />
               <li>
                   <a href="anhaenger.php">ANHÄNGER</a>
               </li>
               <hr />
               <li>
                   <a href="kontrollfahrt.php">KONTROLLFAHRT</a>
               </li>
               <hr />
               <li>
                   <a href="lkw-bus.php">LKW / BUS / CZV</a>
               </li>
               <hr />
               <li><a href="ueberuns.php">ÜBER UNS</a></li>
               <hr />
               <li><a href="preise.php">PREISE</a></li>
               <hr />
               <li><a href="kontakt.php">KONTAKT</a></li>
               <hr />
           </ul>
       </div>
   </nav>
<div class="solid1">
    <h1 class="solid">VERKEHRSKUNDE</h1>
</div>


<div class="container">
    <article class="card nothelfer">
        <div class="text">
            <h2>Verkehrskunde - unterricht</h2>
            <p class="inhalttext">
                Wer den Führerausweis der Kategorien A - Motorrad oder B - Auto oder der Unterkategorien A1 oder B1
                erwerben will, muss sich über die Teilnahme an einem Kurs über Verkehrskunde ausweisen können. <br><br>
                Bei der Anmeldung zur praktischen Führerprüfung muss gegenüber dem Strassenverkehrsamt der Besuch des
                Verkehrskundeunterrichtes nachgewiesen werden. <br><br>
                Vom Kursbesuch befreit sind Personen, die bereits einen Führerausweis einer der Kategorien oder
                Unterkategorien besitzen. <br><br>
                Der obligatorische VKU hat zum Ziel, den Verkehrssinn und das Erkennen von Gefahrensituationen zu
                schulen und die zukünftigen Fahrzeuglenker/-innen zu einer defensiven und verantwortungsvollen Fahrweise
                zu motivieren. Sie können den VKU parallel zu ihren Fahrstunden besuchen. Der Kurs ist unbegrenzt
                gültig. Die Dauer des Kurses beträgt insgesamt acht Stunden. <br><br>
                Kontaktieren Sie uns, und schon habe Sie einen Platz für den nächsten Kurs sichergestellt.

            </p>
        </div>
        <a href="kontakt.php"><button class="button2">KONTAKT</button></a>
    </article>
</div>
        <footer class="footer">

            <div class="footerflex">
                <div>
                    <p class="fahrschulesado">FAHRSCHULE<br> SADO</p>
                </div>
                <div class="telnr2">
                    <a href="tel:+41794887700"><i class="fas fa-phone-square-alt" id="telefonnr"> </i> 079 488 77 00</a>
                </div>

                <div class="emaillogo" id="emaillogo">
                    <a href="mailto:info@sado.ch"><i class="far fa-envelope" id="emaillogos"> info@sado.ch</i></a>
                </div>
            </div>
            <!-------------------------------------ADRESSE FOOTER-------------------------------->
            <div class="footerflex2">
                <div class="preise2">
                    <a href="ueberuns.php">ÜBER UNS</a>
                    <a href="preise.php">PREISE</a>
                    <a href="kontakt.php">KONTAKT</a><br>
                </div>
                <div class="socialmedia2">
                    <a href="https://www.facebook.com/Fahrschule-Sado-103897668719476" target="_blank"
                        rel="noreferrer"><img data-src="./images/facebook.webp" class="lazyload"
                            alt="facebook logo"></i></a>
                    <a href="https://www.instagram.com/sado.ch/" target="_blank" rel="noreferrer"><img
                            data-src="./images/instagramm.webp" class="lazyload" alt="instagram logo"></i></a>
                </div>
                <div>
                    <p><a href="./login.php" class="login">Login</a></p>
                    <p><a href="https://biofinel.ch/" class="login" rel="noreferrer">Biofinel Webdesign</a></p>
                    <p class="copyright">&copy; Copyright 2026</p>
                </div>
            </div>
        </footer>
        <script src="lazysizes.min.js" async=""></script>
        <script src="script.js" defer></script>
        </body>

        </html>