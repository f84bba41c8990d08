
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
<script src="./attributes/scripts/global-scripts.js"></script>

<header>
    <section class="header-text-placeholder">
        <section class="logo"><p class="l1"> ZAAL </p> <p class="l2"> | HET LOKAAL </p></section>
        <p class="slider-text"> Feesten </p>
    </section>
    <menu>
        <ul>
              
        <li><a id="1" href="index.php">Home</a></li>
        <li><a id="2" href="mogelijkheden.php">Mogelijkheden</a></li>
        <li><a id="3" href="fotos.php">Foto's</a></li>
        <li><a id="4" href="contact.php">Contact</a></li>
        </ul>
    </menu>
</header>


 

<section class="intorduction">
    <section class="text">
        <h2> Even voorstellen </h2>
        <br>
        <p class="lead">  Dit onlangs gerenoveerde schoollokaal uit 1890 staat midden in het gezellige en pittoreske Kockengen en is een uitstekende locatie voor:  </p>
        <p class="som"> - Het geven van een feestje vanaf 20 tot 160 personen met vele mogelijkheden.</p>
        <p class="som"> - Het houden van vergaderingen en bijeenkomsten. </p>
        <p class="som"> - Het geven van presentaties en voorlichtingen. </p>
        <p class="normal">Wij beschikken over een prima keuken en stellen ons zeer flexibel op met betrekking tot het organiseren van verschillende activiteiten.</p>
        <p class="normal"> U kun hier onze <a href="mogelijkheden.php"><button class="main-button"> mogelijkheden </button></a>  bekijken. </p>
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

