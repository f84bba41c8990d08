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

<link rel="stylesheet" href="css/style-contato.css">
<!-- Introdução -->
	<section class="intro">
		<div class="mask">
			<div class="text-intro">
				<h1>Contato</h1>
				<p><a href="index.php">Início/</a><a href="index.php #unha">Serviços/</a><a href="contato.php">Contato</a></p>
			</div>
		</div>
	</section>


	<div class="bg-dkt">	
		<div class="container">
		<!-- Formulário -->
			<section class="bg-form">
				<form action="enviar.php" method="post" name="form" class="formphp">
					<label for="nome">Nome</label>
					<input type="text" name="nome" wrap="hard" class="text-box" id="campo" required>
					<label for="email">E-mail</label>
					<input type="text" name="email" wrap="hard" class="text-box" id="campo" required>
					<label for="telefone">Telefone</label>
					<input type="text" name="telefone" wrap="hard" class="text-box" required>
					<label for="mensagem">Mensagem</label>
					<textarea name="mensagem" wrap="hard" class="text-box t-area" required></textarea>
					<label class="nao-aparece">Se você não é um robô, deixe em branco.</label>
					<input type="text" class="nao-aparece" name="leaveblank">
					<label class="nao-aparece">Se você não é um robô, não mude este campo.</label>
					<input type="text" class="nao-aparece" name="dontchange" value="http://" >

					<button name="enviar" type="submit" id="form-submit">Enviar</button>
				</form>		
			</section>

		<div class="vertical-bar invisible-mb"></div>

		<!-- Horários -->
			<section class="bg-horario">			
				<div class="box-horarios">
					<h2>Horários</h2>
					<p>Segunda a Sábado: 9h - 18h</p>
					<p>O salão não abre aos domingos.</p>

					<h2>Agende um horário</h2>
					<p>Ligue agora e agende um horário no Salão de Beleza Belíssima</p>

					<h3>(84) 3207-1599</h3>
					<h3>Av. dos Ipês, 754 A - Neópolis -<br> Natal - RN</h3>
				</div>			
			</section>
		</div>
	</div>
<!-- Footer -->
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