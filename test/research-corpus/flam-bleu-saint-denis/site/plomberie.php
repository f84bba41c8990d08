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
    <h2>Plomberie et dépannage</h2>
    <p>Les équipements sanitaires d’une maison et le raccordement à l’eau des différentes pièces participent bien évidemment au confort du foyer. Salle de bains, salle d’eau, cuisine, buanderie, WC… les besoins en eau font partie intégrante de notre quotidien.
      Une installation de l’arrivée d’eau et de son évacuation dans les règles de l'art vous permettent de profiter de votre intérieur en toute tranquillité.</p>
    <img src="assets/img/page/plomberie.svg">
  </div>

  <div class="sandwich1">
    <div id="sandwich1aa" class="sandwich1a">
      <h3>Installer, entretenir et réparer</h3>
      <img src="assets/img/page/plomberiegalerie.jpg">
      <p>Avec le temps, les besoins d’un foyer peuvent évoluer : nouvelle salle de bains ? Réaménagement de l’espace ? Aménagement des combles ? Ces projets nécessitent la création ou la modification de votre réseau d’eau. Quel que soit le support (cuivre,
        PER), votre professionnel vous accompagne et réalise les travaux de modification selon votre nouvel aménagement. Imaginez cette nouvelle suite parentale, cette nouvelle cuisine, cette buanderie si pratique et rendez votre projet palpable en faisant
        appel à votre artisan plombier. Dans le cadre d’une rénovation, le remplacement de canalisations (en plomb par exemple) peut s’avérer nécessaire pour garantir la sécurité et le bien-être de tous.</p>
    </div>

    <div class="sandwich1a">
      <h3>Fuite, engorgement, coupure d’eau</h3>
      <img src="assets/img/page/plomberiegalerie2.jpg">
      <p>Comme évoqué précédemment, le confort d’une maison passe inévitablement par une desserte en eau sans faille. Cependant, il arrive que cette installation rencontre des avaries : fuites, éléments détériorés, canalisations bouchées, débordements… L’entreprise
        Daniel Jalouzot s’engage dans les cas d’urgence à intervenir dans les meilleurs délais pour une remise en état de votre installation sans subir une coupure d’eau trop longue. Le dépannage peut également concerner des éléments moins graves mais
        nécessitant tout de même l’attention des utilisateurs : robinet qui goutte, fuite de chasse d’eau, flexible abîmé, mauvaises odeurs…</p>
    </div>
  </div>

  <a class="titlepic" href="galerie.php">Nos Réalisations Plomberie ></a>

</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
