<!DOCTYPE html>
<html lang="pt-br">

<head>
    <meta charset="UTF-8">
    <meta name="language" content="portuguese">
    <meta name="viewport" content="width=device-width, user-scalable=no, initial-scale=1.0, maximum-scale=1.0, minimum-scale=1.0">
    <meta name="owner" content="José Aparecido Finamor, Henrique Dias, Gilberto Garcia Ramos">
    <meta name="reply-to" content="finakorgo@gmail.com, chdias92@gmail.com,gilberto.ramos.lhp@hotmail.com">
    <meta name="copyright" content="© Vet =^.^= Dog - julho 2018">
    <meta name="robots" content="all">
    <meta name="googlebot" content="index, follow">
    <meta name="audience" content="all">
    <meta name="abstract" content="Vet Clinic">
    <meta name="coverage" content="Worldwide">
    <meta name="distribution" content="Global">
    <meta name="rating" content="General">
    <title>Clínica Vet =^.^= Dog</title>
    <!--link Externo-->
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/materialize/1.0.0-rc.2/css/materialize.min.css">
    <script src="https://code.jquery.com/jquery-3.3.1.js"></script>
    <script src="https://cdnjs.cloudflare.com/ajax/libs/materialize/1.0.0-rc.2/js/materialize.min.js"></script>
    <link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.1.0/css/all.css">

    <!--link Interno-->
    <link rel="stylesheet" href="css/normalize.css">
    <link rel="stylesheet" href="css/custom.css">
    <script src="js/validation.js"></script>
    <script type="text/javascript">
        var zero = 0;
        $(document).ready(function() {
            $(window).on('scroll', function() {
                $('.logo').toggleClass('hide', $(window).scrollTop() > zero);
                zero = $(window).scrollTop();
            })
        })

    </script>
    <script type="text/javascript">
        dayName = new Array("domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado");
        monName = new Array("janeiro", "fevereiro", "março", "abril", "maio", "junho","julho", "agosto", "outubro", "novembro", "dezembro");
        now = new Date;

    </script>


</head>

<body>

    <div class="row">
        <div class="col s12 logo">
            <!--Logo-->

            <div class="col s3 offset-s1 img-logo z-depth-5 circle hoverable">
                <img src="icon/logo.png">
            </div>
            <div class="col s3 text-logo ">
                <h5 class=" flow-text light">Pet Shop Vet &nbsp; =^.^= &nbsp; Dog</h5>
                <p class="light">Cuidando de seu pet com amor.</p>
            </div>
            <!--Menu-->

            <div class="col s4 menu">
                <ul class="block-menu">
                    <li>
                        <a href="index.php" class="three-d">Home
                                 <span aria-hidden="true" class="three-d-box">
                                     <span class="front">Home</span>
                                     <span class="back">Home</span>
                                 </span>
                        </a>
                    </li>

                    <li>
                        <a href="servicos.php" class="three-d">Serviços
                                 <span aria-hidden="true" class="three-d-box">
                                     <span class="front">Serviços</span>
                                     <span class="back">Serviços</span>
                                 </span>
                        </a>
                    </li>

                    <li>
                        <a href="q-somos.php" class="three-d">Quem somos
                                 <span aria-hidden="true" class="three-d-box">
                                     <span class="front">Quem somos</span>
                                     <span class="back">Quem somos</span>
                                 </span>
                        </a>
                    </li>

                </ul>
            </div>
            <div class="col s12 dt-hj">
                <script language=javascript type="text/javascript">
                    document.write("<p> Hoje é " + dayName[now.getDay()] + ", " + now.getDate() + " de " + monName[now.getMonth()] + " de " + now.getFullYear() + ". </p>")

                </script>

            </div>


        </div>


    </div>

    <main>
        <section class="slideshow">

            <div class="content">
                <div class="content-carrousel">
                    <figure class="shadow"><img src="slide/slider1.jpg"></figure>
                    <figure class="shadow"><img src="slide/slider2.jpg"></figure>
                    <figure class="shadow"><img src="slide/slider3.jpg"></figure>
                    <figure class="shadow"><img src="slide/slider4.jpg"></figure>

                </div>
            </div>
        </section>
        <div class="row">
            <div class="container">
                <div class="col s12 index-dica">
                    <h5 class="flow-Text">A <strong>Vet Dog </strong> da dicas para você manter a saúde de seu Cãozinho.</h5>
                    <blockquote>
                        <h5>Obesidade:</h5>
                        <p class="flow-text">
                            É algo que todos nós sabemos o que significa. <br> É uma das maiores preocupações da sociedade moderna ao nível da saúde, geralmente resultado de alimentação e estilos de vida inadequados, embora também possa ser provocada por outras doenças (como hipotiroidismo). <br> A obesidade, ou excesso de peso, ocorre quando a energia consumida através dos alimentos é superior às necessidades do organismo.  <br> Os donos devem controlar a alimentação dos seus animais, consoante com aquilo que estes necessitam. <br> Por exemplo, um cão com muita atividade física necessita de mais energia do que um cão que faz pouco exercício. <br> Geralmente detecta-se a obesidade através da silhueta do animal: <br>
                             <i class="far fa-arrow-alt-circle-right">&nbsp;</i>Peso ideal: costelas palpáveis mas não visíveis; <br>
                             <i class="far fa-arrow-alt-circle-right">&nbsp;</i>Excesso de peso: costelas dificilmente palpáveis; <br>
                             <i class="far fa-arrow-alt-circle-right">&nbsp;</i>Obesidade: costelas não palpáveis. <br> Infelizmente a obesidade está longe de ser um problema estético, daí a necessidade de ser tratada logo a partir dos primeiros sinais. <br> O excesso de peso pode provocar problemas cardiorrespiratórios, artrite, rotura de ligamentos, diabetes (e consequente cegueira) e diminui a esperança de vida do cão. <br> Para tratar a obesidade canina, devem ter-se em conta dois grandes fatores: em primeiro lugar, o ajuste da alimentação, e em segundo, uma alteração dos hábitos diários. Em termos de alimentação, existem rações especificamente formuladas para a perda de peso. <br> O médico veterinário recomendará a ração mais ajustada e indicará as dosagens corretas, que devem ser rigorosamente respeitadas pelo dono. Quanto aos hábitos diários, deve introduzir-se mais atividade física que permita gastar mais energia. <br> Por exemplo, passeios mais prolongados, jogos e brincadeiras, além de permitirem gastar calorias, ainda estimulam a relação dono-animal. <br> Mesmo seguindo um programa de perda de peso à risca, os efeitos não são imediatos, tal como acontece conosco. São necessários vários meses até que o cão volte ao seu peso ideal.
                        </p>
                    </blockquote>
                </div>
            </div>
        </div>
        
       <div class="container">
            <div class="col s12 index-quatree">
                <h5 class="light">Aqui tem rações de qualidade</h5>
                <img src="img/quatree.png" alt="Quatree">
            </div>
       </div>



    </main>

<div class="row">
    <div class="col s12 down">
        <div class="img-footer">
            <img src="icon/logo.png" alt="">
        </div>
        
        <div class="end-footer">
            <div class="box-footer">
            <div class="icon"><i class="fas fa-map-marker-alt"></i></div>
            <div class="details">
                <p>Rua 12 de Dezembro,592</p>
                <p>Centro - Córrego do Bom Jesus - MG</p>
            </div>
        </div>

        <div class="box-footer">
            <div class="icon"><i class="fas fa-phone"></i></div>
            <div class="details">
                <h5>(35)3432-1146</h5>
            </div>
        </div>

        <div class="box-footer">
            <div class="icon"><i class="fas fa-envelope-square"></i></div>
            <div class="details">
                <h5>contato@vetdog.com</h5>

            </div>
        </div>
        </div>

    </div>

</div>










</body>

</html>
