
<!DOCTYPE html>
<html lang="fr">
	
<head>
	<META NAME="Author" CONTENT="Maxime Regnault">
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, user-scalable=no">
	<title>Atelier à façon</title>
	<!-- Font -->
	<link href="https://fonts.googleapis.com/css?family=Lobster&display=swap" rel="stylesheet">
	<!-- Bootstrap CSS in first -->
	<link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" integrity="sha384-ggOyR0iXCbMQv3Xipma34MD+dH/1fQ784/j6cY/iJTQUOhcWr7x9JvoRxT2MZw1T" crossorigin="anonymous">
	<!-- CSS -->
	<link rel="stylesheet" type="text/css" href="assets/css/style.css">
	<link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.7.1/css/all.css">
	<!-- Cookies -->
	<link rel="stylesheet" type="text/css" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css" />
	<!-- jQuery -->
	<script src="https://code.jquery.com/jquery-3.4.1.min.js"></script>
	<!-- Bootstrap -->
	<script src="https://cdnjs.cloudflare.com/ajax/libs/popper.js/1.14.7/umd/popper.min.js" integrity="sha384-UO2eT0CpHqdSJQ6hJty5KVphtPhzWj9WO1clHTMGa3JDZwrnQq4sF86dIHNDz0W1" crossorigin="anonymous"></script>
	<script src="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/js/bootstrap.min.js" integrity="sha384-JjSmVgyd0p3pXB1rRibZUAYoIIy6OrQ6VrjIEaFf/nJGzIxFDsf4x0xIM+B07jRM" crossorigin="anonymous"></script>
	<!-- Fontawesome kit -->
	<script src="https://kit.fontawesome.com/bccceca99e.js" crossorigin="anonymous"></script>
</head>
<body>

<header>
    <nav class="navbar navbar-expand-lg navbar-light bg-light">
        <a class="navbar-brand" href="#">Atelier à façon</a>
        <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarNavAltMarkup" aria-controls="navbarNavAltMarkup" aria-expanded="false" aria-label="Toggle navigation">
            <span class="navbar-toggler-icon"></span>
        </button>
        <div class="collapse navbar-collapse" id="navbarNavAltMarkup">
            <div class="navbar-nav">
                <a class="nav-item nav-link" href="index.php">Accueil</a>
                <a class="nav-item nav-link" href="profil.php">Profil</a>
                <a class="nav-item nav-link" href="shop.php">Boutique</a>
                <a id="auth_disconnected" class="nav-item nav-link" href="account.php">Compte - Déconnecté</a>                <a class="nav-item nav-link" href="shop_cart.php">
                    <i class="fas fa-shopping-cart"></i>
                </a>
            </div>
        </div>
    </nav>
</header>
<main>

	<div id="slider_acceuil">
		<figure>
			<img src="assets/img/couturiere.jpg" alt="">
			<img src="assets/img/brother.jpg" alt="">
			<img src="assets/img/stock_tissus.jpg" alt="">
			<img src="assets/img/fil.jpg" alt="">
			<img src="assets/img/couturiere.jpg" alt="">
		</figure>
		<div id="encart_slider">
			<h1 id="main_title">Atelier à façon</h1>
			<h1>Morgane Ballif</h1>
		</div>
	</div>

	<div id="testbox">
		<div id="testboxtwo">
			<div class="haut_container">
				<p>Je propose différents services, destinés aux particuliers comme aux professionnels, allant de la conception de pièces sur mesures à la production en série.</p>
			</div>
			<a href="profil.php" class="btn btn-info">Découvrir mon profil</a>
		</div>
		<div id="testboxtwo">
			<div class="haut_container">
				<p>Divers produits sont disponibles à la vente, achetables directement en ligne via la boutique. Tout est confectionné à la main par moi-même grâce à mon savoir-faire.</p>
			</div>
			<a href="shop.php" class="btn btn-info">La boutique</a>
		</div>
		<div id="testboxtwo">
			<div class="haut_container">
				<p>Dans le cas où vous désireriez du sur-mesure, vous pouvez également créer un compte sur le site afin de renseigner vos mensurations.</p>
			</div>
			<a href="register.php" class="btn btn-info">Créer un compte</a>		
		</div>
	</div>

	<div id="containermuseemap">
		<div class="boxmusee">
			<img src="assets/img/musee_sauvage.jpeg" alt="" id="img_test">
			<div class="text_musee">
				<p>L'Atelier fait partie de l'association "Musée Sauvage", collectif qui s'occupe de la restauration de l'ancien musée d'Argenteuil afin de redonner vie à ce batîment anciennement abandonné. Les travaux de réhabilitation sont en cours et on peut sentir l'odeur du temps mais aucun endroit n'aurait pu mieux m'accueillir. Je remercie toute l'équipe du Musée Sauvage.</p>
				<p>L'Atelier se situe au sein de l'ancien musée d'Argenteuil, 95100, au 5 rue Pierre Guienne.</p>
			</div>
		</div>

		<div id="mapbox">
			<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2620.506638570386!2d2.2545387158557517!3d48.94383810264004!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x47e666740a93c7b9%3A0x3afe7034d6087112!2s5%20Rue%20Pierre%20Guienne%2C%2095100%20Argenteuil!5e0!3m2!1sfr!2sfr!4v1579135484361!5m2!1sfr!2sfr" width="100%" height="100%" frameborder="0" style="border:0;" allowfullscreen=""></iframe>
		</div>
	</div>

	

</main>
	<div id="footerbox">
    <small>&copy; Maxime Regnault - 2019 - <a href="rgpd.php">Mentions légales</a> - <a href="cgv.php">Conditions générales de vente</a></small>
</div>
<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js" data-cfasync="false"></script>
<script>
window.cookieconsent.initialise({
  "palette": {
    "popup": {
      "background": "#383b75"
    },
    "button": {
      "background": "#f1d600"
    }
  },
  "theme": "classic",
  "content": {
    "message": "Nous utilisons des cookies pour vous assurer la meilleure expérience possible sur notre site.",
    "dismiss": "J'ai compris",
    "link": "En savoir plus",
    "href": "rgpd.php"
  }
});
</script>

</body>
</html>