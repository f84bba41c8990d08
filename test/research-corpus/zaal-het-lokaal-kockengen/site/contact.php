<script src="https://www.google.com/recaptcha/api.js?render=6LcwLKsUAAAAANZ1p7fRoV1cvFe55dPwr9ccgRmf"></script>

<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta http-equiv="X-UA-Compatible" content="ie=edge">
    <meta name="theme-color" content="#998675"/>
    <link rel="stylesheet" href="/attributes/css-reset.css">
    <link rel="stylesheet" href="/attributes/style.css">
    <title>Zaal Het Lokaal</title>
    <script src="https://code.jquery.com/jquery-1.10.2.js"></script>
    <link rel="shortcut icon" href="/attributes/img/home-favicon.ico">
</head>
<body>

<header class="small">
    <section class="header-text-placeholder">
        <section class="logo"><p class="l1"> ZAAL </p> <p class="l2"> | HET LOKAAL </p></section>
        <p class="slider-text"> Feesten </p>
    </section>
    <menu >
    <ul class="small-menu"> 
      
        <li><a id="1" href="index.php">Home</a></li>
        <li><a id="2" href="mogelijkheden.php">Mogelijkheden</a></li>
        <li><a id="3" href="fotos.php">Foto's</a></li>
        <li><a id="4" href="contact.php">Contact</a></li>
    <ul>
    </menu>
</header>
<section class="information">
    <section class="information-conainer">
                        <section class="information-content">
                    <!-- start informatie conteiner -->
                    <section id="box1" class="activebox informatie-blok-container">
                        <section class="information-box-title">
                            <p class="information-title"> Contact <p>
                        </section>
                        <section class="information-box">
                            <p class="information-lead"> U kunt via onderstaan formulier, ons telefoonnummer of emailadres contact op nemen. binnen 2 werkdagen krijgt u van ons bericht </p>
                        </section>
                        <!-- end informatie container -->
                    </section>

                    
                    <section id="box1" class="activebox informatie-blok-container">
                        <section class="information-box-title">
                            <p class="information-title"> Contact Formulier <p>
                        </section>
                        <section class="information-box">
                            <div class="container">
                                <form action="/contact.php" method="post" enctype="multipart/form-data">
                                    <input type="text" id="fname" name="naam" placeholder="Voornaam">
                                    <input type="text" id="lname" name="achternaam" placeholder="Achternaam">
                                    <input type="text" id="lname" name="email" placeholder="Email adres">
                                    <textarea id="subject" name="bericht" placeholder="Uw bericht, opmerking of vraag."></textarea>
                                    <input type="hidden" id="g-recaptcha-response" name="g-recaptcha-response">
                                    <input class="main-button" type="submit" name="contact" value="verzenden">
                                </form>
                            </div>
                        </section>
                    </section>
                </section>
            
            <!-- sidebar -->
            <section class="information-menu">
                <section class="information-reserveren menu-box">
                    <p class="information-title"> </p>
                    <section class="footerblok">
                        <p class="title"> Zaal het Lokaal </p>
                        <p> Heicop 24C </p>
                        <p> 3628 AJ Kockengen </p>
                        <p class="title p2"> Telefoon </p>
                        <p> Vast: 0346241720 </p>
                        <p> mobiel: 0655331819 </p>
                        <p class="title p2"> Email </p>
                        <p> rhadevos@casema.nl </p>
                    </section>
                </section>
                <iframe class="actAsDiv" width="100%" height="300px" frameborder="0" scrolling="no" marginheight="0" marginwidth="0" src="https://maps.google.com/maps?f=q&amp;source=s_q&amp;hl=nl&amp;q=3628%20AJ%20Kockengen&amp;aq=0&amp;ie=UTF8&amp;t=m&amp;z=15&amp;iwloc=A&amp;output=embed"></iframe>
            </section>
            <!-- end sidebar -->
        </section>
    </section>


            <footer>
        <script src="./attributes/scripts/global-scripts.js"></script>
            <section class="footercontainer">
            <section class="footerblok">

                </section>
                <section class="footerblok">
                    <p class="title"> Zaal het Lokaal </p>
                    <p> Heicop 24C </p>
                    <p> 3628 AJ Kockengen </p>
                    <p> 0346241720 </p>
                </section>
                <section class="footerblok">
                    <!-- <p> Home </p>
                    <p> Mogelijkheden </p>
                    <p> Foto's </p>
                    <p> Contact </p> -->
                </section>
                <section class="footerblok">
                    <p class="title"> kleine lettertjes </p>
                    <p> copyright Zaal het Lokaal 2015 - 2019 </p>
                    <p> algemene voorwaarden </p>
                    <p> cookie verklaring </p>
                </section>
                <div class="krijtjes"></div>
            </section>
        </footer>
    </body>
</html>