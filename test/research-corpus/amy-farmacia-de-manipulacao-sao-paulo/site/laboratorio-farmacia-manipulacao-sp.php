﻿<!doctype html>
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
	</nav>  <!--Quem Somos -->
  <div class="container">
	<div class="row">
		<div class="col-sm-12 col-md-12 col-lg-12 col-xs-12">
			<h1 class="estilo_texto_granco_cinza"><i class="fa fa-flask"></i> Laboratório</h1>
				<p class="estilo_texto_geral justify">Nossos laboratórios contam com estrutura física que atende cuidadosamente às exigências das normas técnicas que regulamentam nossa atividade. Em todos eles trabalhamos com equipamentos adequados ao processo de manipulação e à preservação da saúde de nossos funcionários. Aliamos a toda esta estrutura física uma equipe de profissionais qualificados e especializados na manipulação de fórmulas magistrais.</p>
			</div>
	  </div>
	  
	 	<div class="row">
	 	<div id="info_legais"></div>
			<div class="col-sm-2 col-md-2 col-lg-2 col-xs-12"><img src="images/lab_semisolidos.png" alt="Semisólidos" class="img-responsive center-block"></div>
		<div class="col-sm-10 col-md-10 col-lg-10 col-xs-12">
			
			<h2 class="estilo_texto_medio_cinza left">NO LABORATÓRIO DE SEMISSÓLIDOS E LÍQUIDOS</h2>
			<p class="estilo_texto_geral justify">são manipuladas as fórmulas prescritas sob a forma de cremes, géis, loções corporais, filtros solares, etc</p>
			</div>
	  </div>
	  	 	<div class="row">
	 	<div id="info_legais"></div>

		<div class="col-sm-10 col-md-10 col-lg-10 col-xs-12">
			<h2 class="estilo_texto_medio_cinza left">O LABORATÓRIO DE SÓLIDOS</h2>
			<p class="estilo_texto_geral justify">destina-se à manipulação de cápsulas e pós para uso oral. O sistema de exaustão implantado em cada uma das células de manipulação evita a existência de pós em suspensão e, por conseguinte, a contaminação cruzada das fórmulas. Neste laboratório também se realiza a pesagem individual de cada cápsula manipulada, rotina que tem por objetivo garantir a correta distribuição do pó nas cápsulas.</p>
			</div>
			<div class="col-sm-2 col-md-2 col-lg-2 col-xs-12"><img src="images/lab_dedicadas.png" alt="Sólidos" class="img-responsive center-block"></div>
	  </div> 
	 	<div class="row">
	 	<div id="info_legais"></div>
			<div class="col-sm-2 col-md-2 col-lg-2 col-xs-12"><img src="images/lab_solidos.png" alt="Sólidos" class="img-responsive center-block"></div>
		<div class="col-sm-10 col-md-10 col-lg-10 col-xs-12">
			
			<h2 class="estilo_texto_medio_cinza left">DENTRO DA ÁREA DE SÓLIDOS</h2>
			<p class="estilo_texto_geral justify">estão as três salas para manipulação dedicada de Citostáticos, Antibióticos e Hormônios. Estes ambientes são dotados de pressão negativa, como intuito de impedir a contaminação dos demais ambientes do laboratório com os sais das categorias terapêuticas mencionadas.</p>
			</div>
	  </div>
	  	 	<div class="row">
	 	<div id="info_legais"></div>

		<div class="col-sm-10 col-md-10 col-lg-10 col-xs-12">
			<h2 class="estilo_texto_medio_cinza left">TODAS AS MATÉRIAS-PRIMAS</h2>
			<p class="estilo_texto_geral justify"> são analisadas no Laboratório de Controle de Qualidade antes de serem encaminhadas para os laboratórios de manipulação. Neste laboratório também é feito o tratamento da água utilizada na manipulação, por meio do processo de osmose reversa.</p>
			</div>
			<div class="col-sm-2 col-md-2 col-lg-2 col-xs-12"><img src="images/lab_qualidade.png" alt="Qualidade" class="img-responsive center-block"></div>
	  </div> 
	  
	  	  	  
</div>

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
        
       
