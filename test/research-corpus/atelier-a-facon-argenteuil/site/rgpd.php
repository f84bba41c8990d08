
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


    <div id="toto6">

        <h3 id="title_rgpd"><strong>Mentions légales</strong></h3>

        <div class="rgpd_box">
            <p>Conformément aux dispositions des articles 6-III et 19 de la Loi n° 2004-575 du 21 juin 2004 pour la Confiance dans l'économie numérique, dite L.C.E.N., nous portons à la connaissance des utilisateurs et visiteurs du site <a href="http://www.atelierafacon.com" target="_blank">www.atelierafacon.com</a> les informations suivantes :</p>
        </div>
        
        <h4><strong>SOCIÉTÉ</strong><h4>

        <div class="rgpd_box">
            <p>Le site <a href="http://www.atelierafacon.com" style="color: rgb(7, 130, 193); font-family: sans-serif, Arial, Verdana, " target="_blank">www.atelierafacon.com</a> est la propriété exclusive de l'Atelier à façon.</p>
            <p>Atelier à façon, auto-entreprise au capital de 1000€.</p>
            <p>Adresse: 30 rue du fief.</p>
            <p>Code Postal: 95100.</p>
            <p>Ville: Argenteuil.</p>
            <p>Tél: 06.67.01.72.38.</p>
            <p>Adresse de courrier électronique: morgane.ballif@yahoo.fr.</p>
            <p>Numéro TVA intracommunautaire: Aucun (non soumis à la TVA).</p>
            <p>Immatriculée au Registre du Commerce et des Sociétés de Cergy sous le numéro 8451168610010.</p>
        </div>    

        <h4><strong>SITE</strong></h4>

        <div class="rgpd_box">
            <p>Directeur de la publication: Maxime Regnault.</p>
            <p>Contacter le responsable de la publication: regnault.maxime@gmail.com.</p>
            <p>Le site est hébergé par Société d'hébergement, 43 rue de la comète, 92600 Asnières.</p>
        </div>

    </div>

</main>



</body>
</html>