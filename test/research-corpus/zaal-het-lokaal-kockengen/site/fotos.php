
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

                <section class="information-menu">
            <section class="menu-box menufoto">
                <section class="background-editor">
                    <p class="title"> selecteer een foto </p>
                    <section class="background-options">
                        <section id="b1" class="background">
                            <img class="fotooption" src="/attributes/img/fotos/parkeerplaats.jpg" alt="">De Parkeerplaats
                        </section>
                        <section id="b2" class="background">
                            <img class="fotooption" src="/attributes/img/fotos/ingang.jpg" alt="">Ingang
                        </section>
                        <section id="b3" class="background foto-active">
                            <img class="fotooption" src="/attributes/img/fotos/zaal.jpg" alt="">De zaal
                        </section>
                        <section id="b4" class="background">
                            <img class="fotooption" src="/attributes/img/fotos/bar.jpg" alt="">De bar
                        </section>
                    </section>
                </section>
            </section>
        </section>


        <section class="information-content">


        <section id="box1" class="activebox informatie-blok-container">
            <section class="information-box-title">
                <p class="information-title foto-title2" > De zaal <p>
            </section>
                <section class="information-box">
                    <section class="fotoplaceholder">
                </section>
                 
                </section>
            <!-- end informatie container -->
        </section>
    </section>
        

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

<script>
$('.background').click(function(){
    console.log("tik");
    var selectbg = $(this).attr('id');
    var titlef = $(this).text();
    var gdclass =  "#" + selectbg + " img";
    var actclass =  "#" + selectbg; 
    var images = $(gdclass).attr('src');
    $(".background").removeClass('foto-active');
    $(actclass).addClass('foto-active');
    $('.fotoplaceholder').css("background-image", "url(" + images + ")");
    $(".foto-title2").text(titlef);
});
</script>


