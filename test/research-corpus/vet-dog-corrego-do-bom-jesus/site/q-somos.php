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
        <div class="row">
            <div class="container">
                <div class="col s12 somos-img">
                    <img src="img/cg.jpeg" alt="">
                </div>

                <div class="somos-box">
                    <div class="shape">
                   
                    <p>A Vet Dog foi criada com o propósito de unir a paixão pelos animais de estimação com a excelência na Medicina Veterinária, prestando um atendimento compassivo e humanizado, priorizando sempre a saúde e o bem estar animal.<br><br> A clínica conta com equipamentos e aparelhos de última geração e com profissionais de altíssima qualidade, com atendimento perssonalizado para cada animal, atendendo as necessidades individuais destes.<br><br> Além da parte de Medicina Veterinária que inclui consultas comuns e especializadas, cirurgias e internamento, plantão, atendimento a domícilio, anestesias, vacinas, profiláxia dentária, exames e chipagem de animais, a Vet Dog conta com parceria anexada a clinica que oferece aos seus clientes os serviços de estética e higiene animal (banho, tosas, hidratações, etc) e uma grande variedade de produtos de Pet Shop, incluindo rações nacionais, importadas e terapêuticas, suplementos e medicamentos.

                    </p>
                </div>
                </div>
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
