
    
<!DOCTYPE html>
<html lang="fr">
    <head>
        <meta charset="utf-8" />
        <meta name="description" content="Peggy Collignon Coiffeur Coloriste et barber shop à Verny"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Peggy COLLIGNON coiffeur coloriste barbier</title>
        <link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.8.1/css/all.css" integrity="sha384-50oBUHEmvpQ+1lW4y57PTFmhCaXp0ML5d60M1M7uH2+nqUivzIebhndOJK28anvf" crossorigin="anonymous"/>
        <link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/css/bootstrap.min.css" integrity="sha384-ggOyR0iXCbMQv3Xipma34MD+dH/1fQ784/j6cY/iJTQUOhcWr7x9JvoRxT2MZw1T" crossorigin="anonymous"/>
        <link href="https://fonts.googleapis.com/css?family=Lusitana&display=swap" rel="stylesheet">
        <link href="public/css/style.css" rel="stylesheet" />
        <link rel="icon" href="public/images/logo.jpg" /> 
    </head>
        
    <body>

            <!-- HEADER -->
            <header id="header">
            
                <!-- Menu de navigation -->
                <nav class="navbar shadow-lg fixed-top navbar-expand-lg navbar-dark bg-dark">
                    <a class="navbar-brand" href="index.php"><i class="fas fa-home"></i> Salon Peggy COLLIGNON</a>
                        <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarNavAltMarkup" aria-controls="navbarNavAltMarkup" aria-expanded="false" aria-label="Toggle navigation">  
                            <span class="navbar-toggler-icon"></span>
                        </button>
                    <div class="collapse navbar-collapse" id="navbarNavAltMarkup">
                        <div class="navbar-nav" id="menuClient">
                        <li><a class="nav-item nav-link" href="index.php?action=equipe">L'équipe</a></li>
                            <li class="nav-item dropdown">
                                <a class="nav-link dropdown-toggle" href="#" id="navbarDropdown" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">La Femme</a>
                                    <div class="dropdown-menu" aria-labelledby="navbarDropdown">
                                        <a class="dropdown-item" href="index.php?action=femme">Nos produits</a>
                                        <a class="dropdown-item" href="index.php?action=tarifsFemme">Nos tarifs coupes femmes</a>
                            </li>
                            <li class="nav-item dropdown">
                                <a class="nav-link dropdown-toggle" href="#" id="navbarDropdown2" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">L'Homme</a>
                                    <div class="dropdown-menu" aria-labelledby="navbarDropdown">
                                        <a class="dropdown-item" href="index.php?action=homme">Nos produits</a>
                                        <a class="dropdown-item" href="index.php?action=tarifsHomme">Nos tarifs coupes hommes</a>
                             </li>
                                                                <li><a class="nav-item nav-link" href="index.php?action=btnSeConnecter">Se connecter</a></li>
                                    <li><a class="nav-item nav-link" href="index.php?action=btnCreerCompte">Créer un compte</a></li>
                                    <li><a class="nav-item nav-link" href="index.php?action=rdvLog">Rendez-vous</a></li>
                                                    </div>
                        <div class="navbar-nav ml-auto" id="menuAdmin">      
                                                        </div>
                    </div>               
                </nav>        
            </header>


        <!-- SECTION PRINCIPALE -->
        <div class="bloc_page">
                                
            <div class="container-fluid prez">
    <div class="container-fluid">
        <div class="row">

            
            <div class="col-xl-12 logo">
                <img src="public/images/logo_peggy_collignon.jpg" class="img-fluid" alt="Responsive image logo salon Peggy COLLIGNON">
            </div>
            <div class="container-fluid">
                <div class="row align-items-center">
                    <div class="col-xl-4 reveal-2 presfemme">
                        <img class="img-fluid" src="public/images/logofemme.png" alt="salon peggy collignon">
                    </div>
                    <div class="col-xl-4 reveal-1">
                        <strong>Peggy, Sabine, Maguy</strong> et <strong>Cyndie</strong> vous accueillent pour toutes vos envies en matière de coupes, coiffures, colorations et soins pour cheveux. Notre savoir-faire et notre expérience nous permettent de vous assurer des coiffures de haute qualité, avec des produits de la gamme <strong>Biosthétique</strong> soigneusement choisis pour redonner à vos cheveux tout leur éclat et leur vitalité.
        Nous vous assurons également des conseils avisés pour le choix de la coupe, la coiffure ou la coloration idéale. 
                    </div>
                </div>
                <div class="wrapper">
                <div class="divider div-transparent"></div>
                </div>
                <div class="row align-items-center">
                    <div class="col-xl-4 d-none d-sm-block"></div>
                    <div class="col-xl-4 reveal-1">
                        Le salon <strong>Peggy COLLIGNON</strong> saura aussi, messieurs, prendre soin de vos barbes et moustaches. Vous découvrirez le savoir-faire de nos coiffeurs-barbiers et tous nos produits disponibles sur place pour le plus grand bonheur de vos poils. Coupe de cheveux, taille de barbe, rasage à l’ancienne, soins au poil. Offrez-vous un moment de détente et de convivialité en passant entre les mains expertes de nos coiffeuses-barbières et profitez du moment pour découvrir notre univers
                    </div>    
                    <div class="col-xl-4 reveal-2 presbarbier">
                        <img class="img-fluid" src="public/images/logohomme.png" alt="salon peggy collignon">
                    </div>
                </div>
                <div class="wrapper">
                <div class="divider div-transparent"></div>
            </div>
            </div>
            
            
            <div class="col-xl-2 d-none d-sm-block"></div>
            <div id="carousel" class="col-xl-8 carousel slide" data-ride="carousel">
                <div class="carousel-inner">
                    <div class="carousel-item active">
                        <img class="d-block w-100" src="public/images/enseigne.jpg" alt="enseigne">
                    </div>
                    <div class="carousel-item">
                        <img class="d-block w-100" src="public/images/cotéFemme.jpg" alt="coté femme">
                    </div>
                    <div class="carousel-item">
                        <img class="d-block w-100" src="public/images/coinBarbier.jpg" alt="coin barbier">
                    </div>
                    <div class="carousel-item">
                        <img class="d-block w-100" src="public/images/bac-biosthetique.jpg" alt="bac">
                    </div>
                    <div class="carousel-item">
                        <img class="d-block w-100" src="public/images/coiffage.jpg" alt="coiffage">
                    </div>
                </div>
            </div>    
        </div>
        <div class="container-fluid localisation">
            <div class="row">
                <div class="col align-self-start reveal-1">
                    <h1>Le salon:</h1>
                    <dl class="row">
                    <dt class="col-sm-3">Adresse :</dt>
                    <dd class="col-sm-9"> 26 Rue nationale, 57420 Verny</dd>
                    <dt class="col-sm-3">Téléphone :</dt>
                    <dd class="col-sm-9 font-weight-bold">03 87 52 78 22</dd>
                </div>
                <div class="col align-self-center reveal-2">
                    <iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d10469.057792507621!2d6.204083908984376!3d49.00555370848626!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0xeb45ff15523efd09!2sPeggy+Collignon+Coiffeur+Coloriste+Barbier!5e0!3m2!1sfr!2sfr!4v1561447902204!5m2!1sfr!2sfr" class="shadow-lg" width="260" height="300" frameborder="0" style="border:0" allowfullscreen></iframe>
                </div>
                <div class="col align-self-end reveal-3">
                    <table class="table table-striped table-dark reveal-1">
                        <thead>
                            <tr>
                                <th scope="col"></th>
                                <th scope="col">Ouverture</th>
                                <th scope="col">Fermeture</th>
                            </tr>
                        </thead>
                        <tbody>
                            <tr>
                                <th scope="row">Lundi</th>
                                <td>Fermé</td>
                                <td></td>
                            </tr>
                            <tr>
                                <th scope="row">Mardi</th>
                                <td>8:30</td>
                                <td>18:00</td>
                            </tr>
                            <tr>
                                <th scope="row">Mercredi</th>
                                <td>8:30</td>
                                <td>12:00</td>
                            </tr>
                            <tr>
                                <th scope="row">Jeudi</th>
                                <td>8:30</td>
                                <td>18:00</td>
                            </tr>
                            <tr>
                                <th scope="row">Vendredi</th>
                                <td>8:30</td>
                                <td>19:00</td>
                            </tr>
                            <tr>
                                <th scope="row">Samedi</th>
                                <td>8:30</td>
                                <td>16:30</td>
                            </tr>
                        </tbody>
                    </table>
                </div>
            </div>
        </div>
    </div>            
            </div>
            
        <footer class="footer">
            <div class="container-dark bg-dark">
                <div class="row" id="foot">
                    <div class="col-xl-4 logobio">
                        <img src="public/images/la-biosthetique-logo.jpg" class="rounded" alt="la-biosthetique-logo">
                    </div>
                    <div class="col-xl-4">
                        <div class="credits">
                        <p>Réalisation: Frédéric Collignon</p>
                        <p> © Peggy Collignon </p>
                        </div>
                        <a href="index.php?action=mentionsLegales" class="mentions"><button class="btn btn-default">Mentions Légales</button></a>
                                            </div>        
                    <div class="col-xl-4 logosociaux">
                        <a href="https://www.facebook.com/pg/coiffeurpeggycollignon/posts/"><i class="fab fa-facebook-square fa-3x"></i></a>
                        <a href="https://www.instagram.com/collignonpeggy/?hl=fr"><i class="fab fa-instagram fa-3x"></i></a>
                    </div>
                 </div>
            </div>
        </footer>
        
        <script type="text/javascript" src="https://ajax.googleapis.com/ajax/libs/jquery/3.4.1/jquery.min.js"></script>
        <script src="https://stackpath.bootstrapcdn.com/bootstrap/4.3.1/js/bootstrap.min.js" integrity="sha384-JjSmVgyd0p3pXB1rRibZUAYoIIy6OrQ6VrjIEaFf/nJGzIxFDsf4x0xIM+B07jRM" crossorigin="anonymous"></script>
        <script type="text/javascript" src="public/js/validationInscription.js"></script>
        <script type="text/javascript" src="public/js/main.js"></script>
        
    </body>
</html>