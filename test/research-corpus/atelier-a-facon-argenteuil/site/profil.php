
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
    <h1>Morgane Ballif</h1>

    <div id="toto6">
        <div id="profil_parcours">
            <h3>Mon parcours</h3>
            <p>Passionnée par la couture depuis l'enfance, je n'ai eu d'autre choix que d'en faire mon métier, guidée par l'envie de sublimer les corps, que ce soit par le costume pour les artistes de scène ou via le vêtement sur-mesure.</p>
            <p>Mon parcours est ponctué de rencontres qui ont fondamentalement enrichi mon savoir-faire. J'ai commencé en tant qu'auto-didacte par me mettre au service d'une styliste en tant que mécannicienne et créatrice d'accessoires.</p>
            <p>A la suite de quoi j'ai cherché à faire reconnaître mes compétences par un CAP Couture Vêtement Flou obtenu en candidat libre en 2016.</p>
            <p>Suite à cela, j'ai souhaité approfondir dans le domaine du costume de série et historique.</p>
            <p>J'ai donc obtenu un diplôme de Technicien des métiers du spectacle au Lycée Paul Poiret à Paris.</p>
            <p>Ma rencontre avec Samy Douib, tailleur-costumier passé maître en la matière après 50 ans de métier, m'a poussée jusqu'en formation de tailleur Homme au sein de ce même établissement.</p>
            <p>Les tailleurs se raréfiant en France, j'ai choisi de m'expatrié à Londres au sein d'un atelier de Tailleurs sur mesure: Graham Browne Bespoke Tailor.</p>
            <p>De retour en France après cette expérience exceptionnelle, j'ai travaillé à la création d'une auto-entreprise et d'un atelier de couture professionnel.</p>
            <p>Récemment installé au Musée Sauvage, à 10 mins de la gare St Lazare en train, je dispose d'un espace me permettant d'accueillir les essayages nécessaires à la fabrication sur-mesure.</p>
            <a id="btn_parcours" href="galerie.php" class="btn btn-info">Mes réalisations</a>
        </div>
        <div id="contact">
            <h3>Me contacter</h3>
            <p>Directement par téléphone au: 06 36 98 25 12</p>
            <p>Par mail: <a href="" id="yourForm">Envoyer un mail</a><p>
        </div>
    </div>
</main>

<!-- Open mail on click -->
<script>
    $('#yourForm').click(function(e) {
        e.preventDefault();
        // handle the form submission (AJAX...)
        window.location.assign('mailto:atelierafacon@gmail.com');
    });
</script>

</body>
</html>