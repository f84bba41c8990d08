
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
<section class="mogelijkheden">
    <section class="mogelijkheden-tilte">
        <h2> Mogelijkheden </h2>
    </section>
</section>
<section class="mogelijkheden">
    <section class="options"> 
        <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/buffet.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> buffet <h3></div>
                <div><a href="buffet.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=buffet"><button class="second-button margin-button"> reserveren </button></a></div>
            </section>
        </section>
                <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/catering.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> catering <h3></div>
                <div><a href="catering.php"><button class="main-button margin-button"> meer informatie </button></a></div>
                <!-- <div><a href="reserveren.php?option=catering"><button class="second-button margin-button"> reserveren </button></a> </div> -->
            </section>
        </section>
    </section>
    <section class="options"> 
        <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/kookworkshop.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> kookworkshop <h3></div>
                <div><a href="kookworkshop.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=kookworkshop"><button class="second-button margin-button"> reserveren </button></a> </div>
            </section>
        </section>
                <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/highthee.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> high tea <h3></div>
                <div><a href="HighTea.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=HighTea"><button class="second-button margin-button"> reserveren </button></a> </div>
            </section>
        </section>
    </section>
    <section class="options"> 
        <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/bbq.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> barbecue <h3></div>
                <div><a href="bbq.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=bbq"><button class="second-button margin-button"> reserveren </button> </a></div>
            </section>
        </section>
                <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/lunch.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> lunch <h3></div>
                <div><a href="lunch.php"><button class="main-button margin-button"> meer informatie </button></a></div>
                <div><a href="reserveren.php?option=lunch"><button class="second-button margin-button"> reserveren </button></a></div>
            </section>
        </section>
    </section>
    <section class="options"> 
        <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/receptie.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> receptie <h3></div>
                <div><a href="receptie.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=receptie"><button class="second-button margin-button"> reserveren </button></a> </div>
            </section>
        </section>
        <section class="option">
            <section class="option-left">
            <img src="./attributes/img/options/bridge.png" alt="buffet">                                                                                              
            </section>
            <section class="option-right">
                <div><h3> bridge <h3></div>
                <div><a href="bridge.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
            </section>
        </section>
    </section>
    <section class="options last-option"> 
        <section class="option">
            <section class="option-left">
                <img src="./attributes/img/options/vergadering.png" alt="buffet">
            </section>
            <section class="option-right">
                <div><h3> vergadering <h3></div>
                <div><a href="vergadering.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><a href="reserveren.php?option=vergadering"><button class="second-button margin-button"> reserveren </button></a> </div>
            </section>
        </section>
                <!-- <section class="option">
            <section class="option-left">
            </section>
            <section class="option-right">
                <div><h3> Eigen idee? <h3></div>
                <div><a href="idee.php"><button class="main-button margin-button"> meer informatie </button></a> </div>
                <div><button class="second-button margin-button"> reserveren </button> </div>
            </section>
        </section> -->
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




