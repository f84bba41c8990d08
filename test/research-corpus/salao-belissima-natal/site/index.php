<!DOCTYPE html>
<html lang="pt-br">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="theme-color" content="#D1AB67">
	<title>Belíssima Esmalteria</title>
	<!-- SSL -->
		<script type="text/javascript"> //<![CDATA[ 
			var tlJsHost = ((window.location.protocol == "https:") ? "https://secure.trust-provider.com/" : "http://www.trustlogo.com/");
			document.write(unescape("%3Cscript src='" + tlJsHost + "trustlogo/javascript/trustlogo.js' type='text/javascript'%3E%3C/script%3E"));
			//]]>
		</script>	
</head>
<style>
	@import url('https://fonts.googleapis.com/css?family=Josefin+Slab:300,400,600,700');
	@import url('https://fonts.googleapis.com/css?family=Niconne:400,600');
</style>
<link rel="stylesheet" href="css/reset.css">
<link rel="stylesheet" href="css/normalize.css">
<link rel="stylesheet" href="css/grid.css">
<link rel="stylesheet" href="css/style.css">

<body>
	<a href="" id="menu-sandwich"><div class="menu-sandwich">
		<div class="bar-1"></div>
		<div class="bar-2"></div>
		<div class="bar-3"></div>
	</div></a>
	<header class="menu">
		<div class="container">
			<div class="header-menu">
				<ul>
					<li><a href="index.php">Início</a></li>
					<li><a href="index.php #unha" data-svcScroll>Serviços</a></li>
					<li><a href="contato.php">Contato</a></li>	
				</ul>
			</div>
			<div class="logo">
				<a href=""><img src="img/header/logo.png"></a>
			</div>
		</div>	
	</header>

	
 
<!-- <body> -->
<!-- Introdução -->	
	<section class="intro-bg">
		<div class="filter">
			<div class="container">
				<div class="intro">
					<h1>Especializada em deixar você</h1>
					<h2>Belíssima</h2>
				</div>
			</div>
		</div>		
	</section>

<!-- Sessão de Serviços -->
	<section class="second-sc" id="sc">
		<div class="container">
			<!-- Ancora unha -->
			<a href="unha.php">
				<div class="box-service" id="unha">
					<div class="svc-name">
						<h3>Unhas</h3>
					</div>
				</div>
			</a>
			<!-- Ancora cabelo -->
			<a href="cabelo.php">
				<div class="box-service" id="cabelo">
					<div class="svc-name">
						<h3>Cabelo</h3>
					</div>
				</div>
			</a>
			<!-- Ancora depilacao -->
			<a href="depilacao.php">
				<div class="box-service" id="depilacao">
					<div class="svc-name">
						<h3>Depilacao</h3>
					</div>
				</div>
			</a>
			<!-- Ancora make -->
			<a href="maquiagem.php">
				<div class="box-service" id="make">
					<div class="svc-name">
						<h3>Maquiagem</h3>
					</div>
				</div>
			</a>
		</div>
	</section>

<!-- Sessão de Trasição -->
	<div class="third-sc">
		<div class="container">
			<a href="contato.php"><div class="btn">
				<h3>Agende um horário</h3>
			</div></a>
			<img src="img/home/logo-transit.png" class="logo-transit">
			<div class="cite">
				<h2>"A beleza começa no momento em que você decide ser você mesma."</h2>
				<div class="hor-bar"></div>
				<blockquote>Coco Chanel</blockquote>
			</div>	
			<div class="img-transit">
				<img src="img/home/photo-transit.jpg">
			</div>		
		</div>
	</div>	

<!-- <footer> -->
<!-- Sessão de portifólio -->
	<section class="fourth-sc">
		<div class="container">
			<a href="https://www.instagram.com/esmalteriabelissima/">
				<div class="btn">
					<h3>Visite nosso instagram</h3>
				</div>
			</a>
			<!-- Slider -->
			<div class="wrapper">
				<ul class="slide">
					<li><img src="img/home/insta1.jpg" alt="foto-1-instagram" title="Instagram"></li>
					<li><img src="img/home/insta2.jpg" alt="foto-2-instagram" title="Instagram"></li>
					<li><img src="img/home/insta3.jpg" alt="foto-3-instagram" title="Instagram"></li>
					<li><img src="img/home/insta4.jpg" alt="foto-4-instagram" title="Instagram"></li>
					<li><img src="img/home/insta5.jpg" alt="foto-5-instagram" title="Instagram"></li>
				</ul>
			</div>
		</div>
	</section>


<!-- Contatos -->
	<section class="fifth-sc">
		<div class="container">
			<div class="contacts">
				<h2>Visite-nos</h2>
				<h4>Av. dos Ipês, 754A, Neópolis, Natal - RN, 59080-115</h4>
				<h3>Telefone</h3>
				<h4>(84) 3207-1599</h4>
				<h3>WhatsApp</h3>
				<h4>(84) 98805-0464</h4>
				<h3>Horário</h3>
				<h4>Segunda - sábado:<br> 9h00 às 18h00</h4>
			</div>
		</div>
	</section><!-- Footer -->
	<footer class="footer">
		<div class="container">
			<ul class="f-menu">
			 	<a href="index.php"><li>Início</li></a>
			 	<a href="index.php #sc" data-svcScroll><li>Serviços</li></a>
			 	<a href="contato.php"><li>Contato</li></a>
		 	</ul>
		 	<div class="cpr">
				<p>Copyright © 2019 Belíssima Esmalteria </p> 
				<p>Alguns direitos reservados </p>
				<p>Site projetado por Dragonfly</p>
				<a href="https://dragonflycorp.com.br/"><img title="Dark Dragonfly" alt="Logo-dragonfly-negra" src="img/home/f-logo.png"></a>
		 	</div>
		</div>
	</footer>

<script type="text/javascript" src="js/jquery-3.3.1.min.js"></script>
<script type="text/javascript" src="js/app.js"></script>
<script type="module" src="js/script.js"></script>
<!-- SSL -->
	<section class="invisibleAll">	
		<script language="JavaScript" type="text/javascript">
		TrustLogo("http://belissimaesmalteria.com.br/positivessl_trust_seal_lg_222x54.png", "CL1", "none");
		</script>
		<a  href="https://www.positivessl.com/" id="comodoTL" >Positive SSL</a>
	</section>	
</body>
</html> 
	