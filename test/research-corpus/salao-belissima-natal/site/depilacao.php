<!DOCTYPE html>
<html lang="pt-br">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="theme-color" content="#fff">
	<title>Belíssima Esmalteria</title>
</head>
<style>
	@import url('https://fonts.googleapis.com/css?family=Josefin+Slab:300,400,600,700');
	@import url('https://fonts.googleapis.com/css?family=Niconne:400,600');
</style>
<link rel="stylesheet" href="css/reset.css">
<link rel="stylesheet" href="css/normalize.css">
<link rel="stylesheet" href="css/grid.css">
<link rel="stylesheet" href="css/header-pages.css">


<body>
	<a href="" id="menu-sandwich">
		<div class="menu-sandwich" >
			<div class="bar-1"></div>
			<div class="bar-2"></div>
			<div class="bar-3"></div>
		</div>
	</a>
	<header class="menu">
		<div class="container">
			<div class="header-menu">
				<ul>
					<li><a href="index.php">Início</a></li>
					<li><a href="contato.php">Contato</a></li>
					<li><a href="index.php">Serviços</a></li>			
				</ul>
			</div>
			<div class="logo">
				<a href="index.php"><img src="img/header-pages/logo-pages.png"></a>
			</div>
		</div>		
	</header> 

<link rel="stylesheet" href="css/style-depilacao.css">

<!--Introdução -->
	<section class="intro">
		<div class="mask">
			<div class="text-intro">
				<h1>Depilação</h1>
				<p><a href="index.php">Início/</a><a href="index.php #depilacao">Serviços/</a><a href="depilacao.php">Depilação</a></p>
			</div>
		</div>
	</section>
<!-- Procedimentos -->
	<section class="procedures">
		<div class="container">
			<div>			
				<ul>
					<h3>Depilação</h3>
					
					<li>Design de sobrancelha</li>
					<li>Sobrancelha na linha</li>
					<li>Sobrancelha com henna</li>
					<li>Buço na cera</li>
					<li>Buço na linha</li>
					<li>Depilação facial</li>
					<li>Axila</li>
					<li>Meia perna</li>
					<li>Perna inteira</li>
					<li>Coxa</li>
					<li>Braço</li>
					<li>Ignal comum ( cantos )</li>
					<li>Ignal profunda</li>
				</ul>
			</div>
			<div class="vertical-bar-xl invisible-mb"></div>
			<div class="invisible-mb">
	<ul>
		<h3>Horários</h3>

		<li>Segunda: 13h - 18h</li>
		<li>Terça a Sabado: 9h - 18h</li>
		<li>O salão não abre aos domingos</li>

		<h3 class="break-point">Agende um horário</h3>	

		<p>Ligue agora e agende um horário no </br> 
		Salão Belissima:</p>
		<h4>(84) 3207-1599</h4>
		<h4>(84) 98805-0464 ( Whatsapp )</h4>
		<h4>Av. dos Ipês, 754 A - Neópolis - </br>Natal - RN</h4>
	</ul>				
</div>		</div>
	</section>
<!-- Serviços -->
	<section class="services">
		<div class="container">
			<a href="cabelo.php"><div class="svc" id="svc-cabelo">
				<div class="box-svc">
					<h3>Cabelo</h3>
				</div>
			</div></a>

			<a href="unha.php"><div class="svc" id="svc-unha">
				<div class="box-svc">
					<h3>Unhas</h3>
				</div>
			</div></a>

			<a href="maquiagem.php"><div class="svc" id="svc-maquiagem">
				<div class="box-svc">
					<h3>Maquiagem</h3>
				</div>
			</div></a>
		</div>
	</section>
<!-- Sessão de Transição --> 
	<section class="transition">
		<div class="container">
			<div class="horizontal-bar"></div>
		</div>
	</section>

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