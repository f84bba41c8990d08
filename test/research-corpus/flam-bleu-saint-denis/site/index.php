<!DOCTYPE html>
<html lang="fr">

<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta http-equiv="X-UA-Compatible" content="ie=edge">
  <script src="assets/js/map.js"></script>
  <script async defer src="https://maps.googleapis.com/maps/api/js?key=AIzaSyA3s_eHu_lKzwiSTR-I1G9TiQasXSe6RjI&callback=initMap"></script>
  <link rel="stylesheet" href="assets/css/style.css">
  <title>FLAM BLEU</title>
</head>

<body>
  <nav>
    <img onclick="window.location.href='index.php'" class="logoheader" src="assets/img/header/logo.jpg">
    <ul>
      <li id="homenav" onclick="window.location.href='index.php'"><a href="index.php">Accueil</a></li>
      <li onclick="window.location.href='plomberie.php'"><a href="plomberie.php">Plomberie</a></li>
      <li onclick="window.location.href='chauffage.php'"><a href="chauffage.php">Chauffage</a></li>
      <li onclick="window.location.href='sanitaire.php'"><a href="sanitaire.php">Sanitaires</a></li>
      <li onclick="window.location.href='galerie.php'"><a href="galerie.php">Galerie</a></li>
      <li onclick="window.location.href='devis.php'"><a href="devis.php">Devis</a></li>
      <li id="contactnav" onclick="window.location.href='contact.php'"><a href="contact.php">Contact</a></li>
    </ul>
  </nav>
  <header>
  </header>
<div class="container">

  <div class="wrap1">

    <h1>FLAM BLEU</h1>
    <p> Installé depuis 2010 sur la commune de la Plaine Saint Denis, plombier chauffagiste confirmé, je vous propose mes services dans les domaines suivants : Plomberie, Climatisation, Chauffage et Sanitaire.<br><br> Entreprise de Plombier / Chauffagiste
      :
      <br> Je mets mon savoir-faire et ma disponibilité à votre service. Je travaille auprès des particuliers pour vos habitations, et des professionnels pour vos entreprises industrielles, tertiaires et autres locaux commerciaux.
    </p>

  </div>

  <h3 class="title">Préstations</h3>

  <div class="wrap2">

    <div class="wrap2a">
      <h3>Plomberie</h3>
      <img src="assets/img/accueil/wrapplomberie.jpg">
      <p>Nous vous proposons toutes sortes de prestations de plomberie, allant de la pose, du dépannage ou du remplacement de votre robinetterie...</p>
      <a href="plomberie.php">En savoir plus</a>
    </div>

    <div class="wrap2a">
      <h3>Chauffage</h3>
      <img src="assets/img/accueil/wrapchauffage.jpg">
      <p>Nous vous proposons toutes sortes de prestations de plomberie, allant de la pose, du dépannage ou du remplacement de votre robinetterie...</p>
      <a href="plomberie.php">En savoir plus</a>
    </div>

    <div class="wrap2a">
      <h3>Sanitaire</h3>
      <img src="assets/img/accueil/wrapsanitaire.jpg">
      <p>Nous vous proposons toutes sortes de prestations de plomberie, allant de la pose, du dépannage ou du remplacement de votre robinetterie...</p>
      <a href="plomberie.php">En savoir plus</a>
    </div>

  </div>

  <h3 class="title">Où nous trouver ?</h3>
  <div class="wrap3">
    <div class="wrap3a">
      <p>FLAM BLEU</p>
      <p>01-49-51-31-71</p>
      <p>10 Rue du Capitaine Alfred Dreyfus</p>
      <p>93210 La Plaine Saint Denis</p>
      <p>diadax@gmail.com</p>
    </div>
    <div id="map" class="map1"></div>
  </div>

  <h3 id="titlewrap4" class="title">Nos partenaires</h3>
  <div class="wrap4">
    <img src="assets/img/accueil/elm.png">
    <img src="assets/img/accueil/engie.jpg">
    <img src="assets/img/accueil/ferroli.jpg">
    <img src="assets/img/accueil/allia.jpg">
  </div>
</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
