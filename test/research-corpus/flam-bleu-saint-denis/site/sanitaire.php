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

  <div class="sandwich">
    <h2>Création et rénovation de salles de bains</h2>
    <p> Vous qui souhaitez un espace fonctionnel, confortable et accueillant, vous qui voulez des matins dynamisants ou des soirées relaxantes, faites appel à votre artisan plombier Daniel Jalouzot pour vous accompagner dans la réalisation de votre projet,
      de ses premières ébauches jusqu’aux dernières finitions.</p>
    <img src="assets/img/page/sanitaire.svg">
  </div>

  <div class="sandwich1">
    <div id="sandwich1aa" class="sandwich1a">
      <h3>Votre projet de salle de bains clés en main</h3>
      <img src="assets/img/page/sanitairegalerie.jpg">
      <p>Que vous en soyez au balbutiement de votre projet ou au contraire, avancé dans sa conception, votre artisan vous conseille et vous guide, vous permettant à la fois de vous inspirer, trouver des idées pratiques et esthétiques et de concevoir la salle
        de bains qui vous convient. Douche à l’italienne, baignoire balnéo, douche hydromassante, double vasque, WC suspendus ? Établissez votre projet pas à pas pour un espace qui vous ressemble. Notre entreprise, soucieuse de la qualité des équipements
        proposés, travaille avec de grandes marques connues et reconnues pour leur performance et leur fiabilité : Grohe, Leda, Jacob Delafon…</p>
    </div>

    <div class="sandwich1a">
      <h3>Accessibilité et confort</h3>
      <img src="assets/img/page/sanitairegalerie2.jpg">
      <p>L’expertise et le savoir-faire de votre artisan plombier s’expriment également pour la création ou la transformation de salles de bains pour les personnes à mobilité réduite. Qualifié Handibat, votre plombier connaît les normes d'accessibilité actuelles.
        Avec un point d’honneur accordé au confort et à l’accessibilité, votre nouvel espace est parfaitement adapté à vos besoins spécifiques. Profitez d’un espace dédié au bien-être et à la détente pour prendre soin de vous au quotidien.</p>
    </div>
  </div>

  <a class="titlepic" href="galerie.php">Nos Réalisations Sanitaire ></a>

</div>
