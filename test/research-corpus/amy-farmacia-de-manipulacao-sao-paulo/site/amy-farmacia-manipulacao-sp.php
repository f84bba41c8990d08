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
	</nav>  <!--Quem Somos -->
  <div class="container">
	<div class="row">
		<div class="col-sm-7 col-md-7 col-lg-7 col-xs-12">
			<div id="box_quemsomos">
			<h1 class="estilo_texto_granco_cinza"><i class="fa fa-bars"></i> Quem Somos</h1>
				<p class="estilo_texto_geral">A diretoria da Amy é formada por profissionais que reúnem experiência de mais de 25 anos no mercado, adquirida em uma das mais conceituadas farmácias de manipulação de São Paulo.</p>
				<p class="estilo_texto_geral">Durante todos esses anos, consolidamos um método de trabalho que se baseia em princípios indispensáveis, como ética, confiabilidade e comprometimento. Desenvolvemos também a capacidade de entender exatamente como o cliente quer ser tratado.</p>
				<p class="estilo_texto_geral">Deste conjunto de experiências e do desejo de seguir contribuindo para a qualidade de vida das pessoas, nasce a Amy: um novo conceito em farmácia de manipulação, em que a empatia e a proximidade com o cliente têm papel fundamental.</p>
				<p class="estilo_texto_geral">Para isso, contamos com uma equipe altamente especializada em manipulação de medicamentos e totalmente capaz de oferecer um atendimento diferenciado a nossos clientes.</p>
				<p class="estilo_texto_geral"><strong>Missão</strong><br>Manipular fórmulas médicas e cosméticos terapêuticos dentro dos padrões de qualidade, desenvolvendo uma relação de confiança e proximidade com nossos clientes.</p>
				<p class="estilo_texto_geral">
				<strong>Valores</strong><br>
    	<i class="fa fa-circle-o"></i> Empatia<br>
        <i class="fa fa-circle-o"></i> Respeito<br>
		<i class="fa fa-circle-o"></i> Agilidade e Presteza<br>
       <i class="fa fa-circle-o"></i> Honestidade<br>
		<i class="fa fa-circle-o"></i> Trabalho em equipe	
				</p>

  </div>
		</div>
		
		
		<div class="col-sm-5 col-md-5 col-lg-5 col-xs-12">
			 <img src="images/img_somos.png" class="img-responsive center-block">
		</div>
	  </div>
	  	<div class="row">
			<div class="col-sm-12 col-md-12 col-lg-12 col-xs-12">
				 <div id="info_legais">
				 <h2 class="estilo_texto_granco_cinza center"><i class="fa fa-info-circle"></i> Informações Legais</h2><br><br>
  <p class="estilo_texto_geral">
  Razão social: Farmácia de Manipulação Amy Ltda.<br>
  CNPJ: 18.315.108/0001-39<br>
  Endereço: Rua Tumiaru, 88 – Vila Mariana – São Paulo – SP CEP: 04008-050<br>
  Telefone/Fax: (11) 3052-0576<br>
  Horário de funcionamento: segunda a sexta: 9:00 às 19:00.<br><br>
  Responsável técnico: Sueli Lima Gonçalves<br>
Inscrição no CRF do RT: 12835<br>
Cadastro COVISA: 35503080147700752410<br>
AFE expedida pela ANVISA n° 7.30940.7<br>
AE expedida pela ANVISA n° 1.08926.0<br>
	  Inscrição CRF-SP do estabelecimento: 65194</p>
</div>
				
			</div>
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
        
       
