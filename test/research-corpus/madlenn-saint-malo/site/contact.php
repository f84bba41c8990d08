<!DOCTYPE>
<html>
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
        <title>Patisserie Madlenn</title>
        <link rel="stylesheet" media="screen" href="css/style.css">
        <link href="https://fonts.googleapis.com/css2?family=Quicksand&display=swap" rel="stylesheet">
        <link href="https://maxcdn.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" rel="stylesheet">
        <script src="https://code.jquery.com/jquery-3.5.1.min.js"></script>
        <script src="https://maxcdn.bootstrapcdn.com/bootstrap/4.3.1/js/bootstrap.min.js"></script>
    </head>
    <body>
        <h1 class="title"> <span>Patisserie Madlenn</span> </h1>
        <h2 class="title"><span>Saint-Malo</span></h2>
        <nav class="navbar navbar-expand-lg ftco_navbar ftco-navbar-light" id="ftco-navbar">
            <div class="container">
                <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#ftco-nav" aria-controls="ftco-nav" aria-expanded="false" aria-label="Toggle navigation">
                    <span class="fa fa-bars"></span> Menu
                </button>
                <div class="row">
                    <div class="collapse navbar-collapse" id="ftco-nav">
                        <div class="col-lg-12">
                            <ul class="navbar-nav m-auto">
                                <li class="nav-item col-lg-8"><a href="index.php" class="nav-link">Accueil</a></li>
                                <li class="nav-item dropdown col-lg-7">
                                    <a class="nav-link dropdown-toggle" href="produit.php" data-toggle="dropdown" >Notre Carte</a>
                                    <div class="dropdown-menu">
                                        <a class="dropdown-item" href="produit.php">Tous nos produits</a>
                                        <a class="dropdown-item" href="patisserie.php">Patisserie</a>
                                        <a class="dropdown-item" href="boulangerie.php">Boulangerie</a>
                                        <a class="dropdown-item" href="viennoiserie.php">Viennoiserie</a>
                                        <a class="dropdown-item" href="biscuiterie.php">Biscuiterie</a>
                                    </div>
                                </li>
                                <li class="nav-item col-lg-7"><a href="maison.php" class="nav-link">Notre Maison</a></li>
                                <li class="nav-item col-lg-6"><a href="localisation.php" class="nav-link">Nos adresses</a></li>
                            </ul>
                        </div>
                    </div>
                </div>
            </div>
        </nav>        <h1> Service-client - Contactez-nous </h1>
        <section id="formContact">
            <div class="container">
                <div class="row">
                    <div class="col-md-6 mb-5 order-2">
                        <form action="#" method="post">
                            <div class="row">
                                <div class="col-md-6 form-group">
                                    <label for="name">Nom</label>
                                    <input type="text" id="name" class="form-control ">
                                </div>
                                <div class="col-md-6 form-group">
                                    <label for="phone">Telephone</label>
                                    <input type="text" id="phone" class="form-control ">
                                </div>
                            </div>
                            <div class="row">
                                <div class="col-md-12 form-group">

                                </div>
                            </div>
                            <div class="row">
                                <div class="col-md-12 form-group">
                                    <label for="email">Email</label>
                                    <input type="email" id="email" class="form-control ">
                                </div>
                            </div>
                            <div class="row">
                                <div class="col-md-12 form-group">
                                    <label for="message">Ecrire un message</label>
                                    <textarea name="message" id="message" class="form-control " cols="30" rows="8"></textarea>
                                </div>
                            </div>
                            <div class="row">
                                <div class="col-md-6 form-group">
                                    <input type="submit" value="Send Message" class="btn btn-primary px-3 py-3">
                                </div>
                            </div>
                        </form>
                    </div>
                </div>
            </div>
        </section>
    <footer>
        <div id="reseauSocial">
            <h2>Instagram</h2>
            <a href="https://www.instagram.com/madlennsaintmalo/" target="_blank"> @PatisserieMadlenn</a>
        </div>
        <section id="piedDePage">
            <div class="categorieFooter">
                <h3> Horaires </h3>
                <p> Boutique: 8h-13h et 16h-19h du lundi au samedi et 8h-13h le dimanche</p>
                <p> Marché: </p>
                <p> Saint-Servan: Mardi et Vendredi</p>
                <p> Paramé: Mercredi et Samedi</p>
                <p> Rocabey: Jeudi et Samedi </p>
            </div>
            <div>
                <h3> Info contact</h3>
                <p> madlenn.saintmalo@gmail.com</p>
                <p> Boutique: 07 81 31 58 87</p>
                <p> Labo: 07 81 07 91 55</p>
            </div>
            <div class="categorieFooter">
                <h3> Informations Pratiques </h3>
                <p class="underline"> A la boutique : </p>
                <div>
                    <p> 23 avenue des fontenelles</p>
                    <p> 35400 Saint-Malo</p>
                </div>
                <p class="underline"> Sur les marchés de Saint-Malo:</p>
                <p> Paramé </p>
                <p> Rocabey</p>
                <p> Saint-Servan</p>
            </div>
            <div class="categorieFooter">
                <h3> Suivez-nous:</h3>
                <a href="https://www.instagram.com/madlennsaintmalo/" target="_blank"> Instagram </a>
            </div>
        </section>
    </footer>
</html>