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

  <div class="wrapper">
    <h2>Nos Réalisations</h2>
    <p>Afin que vous puissiez en apprendre plus sur notre société et les produits que nous proposons, nous vous invitons à consulter ci-dessous notre galerie photos. Vous y trouverez des photos de nos appareils, comme des chaudières au gaz et autres produits.</p>
  </div>

  <h3 class="titles">Plomberie</h3>
  <div class="wrapper1">
    <div class="prevu"><img src="assets/img/galerie/1.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/1.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/1.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/1.jpg"></div>
  </div>
  <h3 id="titlegaleriechauffage" class="titles">Chauffage</h3>
  <div class="wrapper1">
    <div class="prevu"><img src="assets/img/galerie/4.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/4.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/4.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/4.jpg"></div>
  </div>
  <h3 class="titles">Sanitaire</h3>
  <div class="wrapper1">
    <div class="prevu"><img src="assets/img/galerie/3.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/3.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/3.jpg"></div>
    <div class="prevu"><img src="assets/img/galerie/3.jpg"></div>
  </div>

</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
