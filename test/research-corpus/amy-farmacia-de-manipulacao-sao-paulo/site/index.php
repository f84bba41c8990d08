<!doctype html>
<html>
<head>
<meta charset="utf-8">

<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">

<title>Amy - Farmácia de Manipulação - Fórmulas Magistrais - Remédios Manipulados </title>
<meta name="description" content="A Farmácia de Manipulação Amy é especializada na produção de dermocosméticos e fórmulas magistrais, que são aquelas fórmulas prescritas por médicos especialistas em, por exemplo, Dermatologia, Longevidade Saudável, Medicina Ortomolecular, Geriatria, Ginecologia, etc.">
<meta name="keywords" content="fórmulas magistrais, remédio manipulado, farmácia, farmácia de manipulação, receitas médicas, remédios naturais, receita médica online, envie sua receita, retirada de receitas, fórmulas em domicílio, remédio manipulado em domícilio">
<meta name="author" content="Fernando Oliveira Pires (11) 96515-2862">
<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-48980946-1', 'amymanipulacao.com.br');
  ga('send', 'pageview');

</script>
<link rel="apple-touch-icon" sizes="57x57" href="../fav/apple-icon-57x57.png">
<link rel="apple-touch-icon" sizes="60x60" href="../fav/apple-icon-60x60.png">
<link rel="apple-touch-icon" sizes="72x72" href="../fav/apple-icon-72x72.png">
<link rel="apple-touch-icon" sizes="76x76" href="../fav/apple-icon-76x76.png">
<link rel="apple-touch-icon" sizes="114x114" href="../fav/apple-icon-114x114.png">
<link rel="apple-touch-icon" sizes="120x120" href="../fav/apple-icon-120x120.png">
<link rel="apple-touch-icon" sizes="144x144" href="../fav/apple-icon-144x144.png">
<link rel="apple-touch-icon" sizes="152x152" href="../fav/apple-icon-152x152.png">
<link rel="apple-touch-icon" sizes="180x180" href="../fav/apple-icon-180x180.png">
<link rel="icon" type="image/png" sizes="192x192"  href="../fav/android-icon-192x192.png">
<link rel="icon" type="image/png" sizes="32x32" href="../fav/favicon-32x32.png">
<link rel="icon" type="image/png" sizes="96x96" href="../fav/favicon-96x96.png">
<link rel="icon" type="image/png" sizes="16x16" href="../fav/favicon-16x16.png">
<link rel="manifest" href="../fav/manifest.json">
<meta name="msapplication-TileColor" content="#ffffff">
<meta name="msapplication-TileImage" content="../fav/ms-icon-144x144.png">
<meta name="theme-color" content="#ffffff">
<link href="css/estilo.css" rel="stylesheet" type="text/css" />
<link href="css/menu.css" rel="stylesheet" type="text/css" />

    <!-- Banner -->
    <link rel="stylesheet" href="css/swiper.min.css">
    <link rel="stylesheet" href="css/banner.css">
    <link rel="stylesheet" href="css/botao_3d.css">
    
    
<!-- js -->
<script src="js/jquery-1.9.1.min.js"></script>
<script src="js/modernizr.custom.js"></script>
<script>
    $(document).ready(function(){
        $("#nav-mobile").html($("#nav-main").html());
        $("#nav-trigger span").click(function(){
            if ($("nav#nav-mobile ul").hasClass("expanded")) {
                $("nav#nav-mobile ul.expanded").removeClass("expanded").slideUp(250);
                $(this).removeClass("open");
            } else {
                $("nav#nav-mobile ul").addClass("expanded").slideDown(250);
                $(this).addClass("open");
            }
        });
    });
</script>

<link rel="stylesheet" href="css/font-awesome.min.css">
<link rel="stylesheet" href="https://maxcdn.bootstrapcdn.com/bootstrap/3.3.7/css/bootstrap.min.css" integrity="sha384-BVYiiSIFeK1dGmJRAkycuHAHRg32OmUcww7on3RYdg4Va+PmSTsz/K68vbdEjh4u" crossorigin="anonymous">
</head>
<body><header>
<div id="faixarosa"></div>
	<div class="container">
	<div class="row">
		<div class="col-sm-3 col-md-3 col-lg-3 col-xs-12">
		<a href="inicio-farmacia-manipulacao-sp" target="_self"><img src="images/logo_amy_principal.svg" title="Amy Manipulação" alt="Amy Manipulação" border="0" class="img-responsive"></a></div>
		<div class="col-sm-3 col-md-3 col-lg-3 col-xs-12">
			<div id="chamada" class="estilo_texto_granco_rosa">“Especializada em manipulação<br>
    de fórmulas magistrais”</div>
		</div>
		<div class="col-sm-6 col-md-6 col-lg-6 col-xs-12">
	      <div id="receita_site" class="estilo_texto_granco_branco">
	      <i class="fa fa-whatsapp"></i>
	      Orçamento por WhatsApp 
	      <a href="intent://send/11953242674#Intent;scheme=smsto;package=com.whatsapp;action=android.intent.action.SENDTO;end" class="linkw">(11) 95324-2674</a></div>
		<div id="topo_email" class="estilo_social">
			<a href="https://www.facebook.com/farmaciaamy" target="_blank" class="linksocial" ><i class="fa fa-facebook-square"></i>/farmaciaamy</a> | <a href="http://www.instagram.com/amymanipulacao/" target="_blank" class="linksocial"><i class="fa fa-instagram"></i>/amymanipulacao</a> | <i class="fa fa-phone-square" aria-hidden="true"></i> Tel: (11) 3052-0576 </div>
		</div>
		</div>
	</div>
	</header><div class="espaco"></div>
<nav>
     <div class="container">
        <div id="nav-trigger">
            <span>Menu</span>
        </div>
        <nav id="nav-main">
            <ul>
                <li><a href="inicio-farmacia-manipulacao-sp">INÍCIO</a></li>
                <li><a href="amy-farmacia-manipulacao-sp">QUEM SOMOS</a></li>
                <li><a href="laboratorio-farmacia-manipulacao-sp">LABORATÓRIO</a></li>
                <li><a href="servicos-farmacia-manipulacao-sp">SERVIÇOS</a></li>
                <li><a href="receita-online-farmacia-manipulacao-sp">ENVIE SUA RECEITA</a></li>
                <li><a href="localizacao-farmacia-manipulacao-sp">LOCALIZAÇÃO</a></li>
                <li><a href="http://amymanipulacao.com.br/blog">BLOG</a></li>
                <li><a href="contato-farmacia-manipulacao-sp">CONTATO</a></li>
            </ul>
        </nav>
        <nav id="nav-mobile"></nav>

   </div>
	</nav>
    <!--/ Modal -->
<link href="css/component.css"  rel="stylesheet">






    <!--/ Banners Home -->
    <div class="swiper-container">
        <!--/ <div class="parallax-bg" style="background-image: url(img/bg_banner1.jpg)" data-swiper-parallax="-23%"></div>-->
        <div class="swiper-wrapper">
            <div class="swiper-slide" style="background-image:url(images/b1.jpg)">
                <div class="title" data-swiper-parallax="-100">Medicamentos com Excelência e Rapidez</div>
              </div>
                <div class="swiper-slide" style="background-image:url(images/b2.jpg)">
                <div class="title" data-swiper-parallax="-100">Faça sua Fórmula com Especialistas</div>
             </div>

               <div class="swiper-slide" style="background-image:url(images/b3.jpg)">
                <div class="title" data-swiper-parallax="-100">Manipulamos com vários tipos de Cápsulas</div>


            </div>


        </div>
        <!-- Add Pagination -->
        <div class="swiper-pagination swiper-pagination-white"></div>
        <!-- Add Navigation -->
        <div class="swiper-button-prev swiper-button-white"></div>
        <div class="swiper-button-next swiper-button-white"></div>
    </div>




	<section>
		<div class="container">
		<div class="row">
		<div class="col-sm-12 col-md-12 col-lg-12 col-xs-12">
			<h1 class="estilo_texto_granco_cinza">Como fazer seu Pedido?</h1>
			</div>
			</div>

			<div class="row">
				<div class="col-sm-3 col-md-3 col-lg-3 col-xs-6">
				  <div id="fundobox">
					<div id="icone_fundobox"><i class="fa fa-home fa-4x"></i></div>
					  <h2 class="branco">Retiramos sua Receita</h2>
					</div>
				</div>
				<div class="col-sm-3 col-md-3 col-lg-3 col-xs-6">
			  <div id="fundobox">
					<div id="icone_fundobox"><i class="fa fa-envelope fa-4x"></i></div>
					  <h2 class="branco">Por e-mail ou pelo Site</h2>
					</div>
				</div>
				<div class="col-sm-3 col-md-3 col-lg-3 col-xs-6">
			  <div id="fundobox">
					<div id="icone_fundobox"><i class="fa fa-phone fa-4x"></i></div>
					  <h2 class="branco">Por telefone ou WhatsApp</h2>
					</div>
				</div>
				<div class="col-sm-3 col-md-3 col-lg-3 col-xs-6">
			  <div id="fundobox">
					<div id="icone_fundobox"><i class="fa fa-truck fa-4x"></i></div>
					  <h2 class="branco">Entregamos onde estiver</h2>
					</div>
				</div>
			</div>
		</div>
	</section>
	<div class="espaco"></div>

<div class="md-modal md-effect-8 md-show" id="modal-8">
	<button class="linksaibamais2" onclick="$('#modal-8').removeClass('md-show');">Fechar</button>

  <div id="newsletter" class="md-content">
    <img src="images/msg-energia.jpg" class="center-block img-responsive">

  </div>
</div>

<div class="md-overlay"></div>
<!--	<button class="md-trigger" data-modal="modal-8" onclick="$('#modal-8').addClass('md-show');" >Teste Modal</button>-->



  <!--Quem Somos -->
  <div class="container">
	<div class="row">
		<div class="col-sm-7 col-md-7 col-lg-7 col-xs-12">
			<div id="box_quemsomos">
			<h2 class="estilo_texto_granco_cinza"><i class="fa fa-bars"></i> Quem Somos</h2>
    <p class="estilo_texto_geral">A diretoria da Amy é formada por profissionais que reúnem experiência de mais de 25 anos no mercado, adquirida em uma das mais conceituadas farmácias de manipulação de São Paulo. Durante todos esses anos, consolidamos um método de trabalho que se baseia em princípios indispensáveis, como ética, confiabilidade e comprometimento. Desenvolvemos também a capacidade de entender exatamente como o cliente quer ser tratado. </p>
    <div id="botao_saibamais2"><a href="quemsomos_amymanipulacao.html" class="linksaibamais2">Saiba Mais</a></div>
  </div>
		</div>


		<div class="col-sm-5 col-md-5 col-lg-5 col-xs-12">
			 <div id="mapa_home"><h2 class="estilo_texto_granco_cinza"><i class="fa fa-map-marker"></i> Onde Estamos</h2>
    <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3656.670227031823!2d-46.651656249999974!3d-23.580284550000012!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x94ce59ecd7cbd345%3A0xaa2374bb7359299d!2sRua+Tumiaru%2C+88+-+Vila+Mariana!5e0!3m2!1spt-BR!2sbr!4v1392314796661" width="100%" height="200" frameborder="0" style="border:0"></iframe>
    <br>
    <a href="index.html" class="linkrosa">Veja como Chegar!</a> </div>
		</div>

	  </div>
	</div>
		<div class="md-overlay"></div><!-- the overlay element -->

		<!-- classie.js by @desandro: https://github.com/desandro/classie
		<script src="js/classie.js"></script>
		<script src="js/modalEffects.js"></script>-->

		<!-- for the blur effect -->
		<!-- by @derSchepp https://github.com/Schepp/CSS-Filters-Polyfill -->
		<script>
			// this is important for IEs
			var polyfilter_scriptpath = '/js/';
		</script>
		<script src="js/cssParser.js"></script>
		<script src="js/css-filters-polyfill.js"></script>



               <!-- JS do Banner -->
    <script src="js/swiper.min.js"></script>
    <!-- Definições do Banner -->
    <script>
        var swiper = new Swiper('.swiper-container', {
            pagination: '.swiper-pagination',
            paginationClickable: true,
            nextButton: '.swiper-button-next',
            prevButton: '.swiper-button-prev',
            parallax: true,
            speed: 600,
            autoplay: 3500,
        });
    </script>
     ﻿<div class="espaco"></div>
  <footer>
<div id="rodape">
<img src="images/logo_amy_branco.svg" width="263" height="99" alt=""/><br>
<br>
<p class="estilo_direitos_reservados">Todos os Direitos Reservados para Amy - Farmácia de Manipulação 2017 ®</p>
	
		<p class="estilo_direitos_reservados"><a href="http://www.fpweb.com.br" target="_blank" class="linkfernando" title="FPweb.">Criação: <img src="http://fpweb.com.br/assinatura/logo_oficial_branco.svg" height="20px;"></a></p><br>
			</div>
	</footer>
</body>
</html>