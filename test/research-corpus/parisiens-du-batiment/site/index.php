<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="UTF-8">
    <title>Les Parisiens du Bâtiment - Rénovation & Travaux à Paris | Expert Bâtiment</title>
    <meta name="viewport" content="width=device-width, initial-scale=1.0">

    <!-- SEO Meta Tags -->
    <meta name="description" content="✓ Entreprise de rénovation à Paris ✓ 27 ans d'expérience ✓ Travaux tous corps d'état ✓ Devis gratuit ✓ Particuliers & professionnels ✓ Île-de-France">
    <link rel="canonical" href="https://www.lesparisiensdubatiment.com/">
    
    <!-- Open Graph -->
    <meta property="og:title" content="Les Parisiens du Bâtiment - Expert Rénovation Paris">
    <meta property="og:description" content="Spécialiste de la rénovation d'intérieur et travaux tous corps d'état à Paris. 27 ans d'expérience, +100 projets réalisés.">
    <meta property="og:type" content="website">
    <meta property="og:url" content="https://www.lesparisiensdubatiment.fr/">
    <meta property="og:locale" content="fr_FR">
    <meta property="og:site_name" content="Les Parisiens du Bâtiment">
    <link rel="icon" type="image/x-icon" href="favicon.ico">

    <script type="application/ld+json">
    {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "name": "Les Parisiens du Bâtiment",
      "image": "https://www.lesparisiensdubatiment.com/images/logo.png",
      "telephone": "06 14 23 33 43",
      "address": {
        "@type": "PostalAddress",
        "streetAddress": "14 Avenue Villemain",
        "addressLocality": "Paris",
        "postalCode": "75000",
        "addressCountry": "FR"
      },
      "url": "https://www.lesparisiensdubatiment.fr",
      "description": "Entreprise de rénovation à Paris avec 27 ans d'expérience. Travaux tous corps d'état, devis gratuit.",
      "openingHours": "Mo-Fr 08:00-18:00"
    }
    </script>

    <link rel="stylesheet" href="css/style.css">
</head>
<body>
<header class="site-header">
    <nav class="navbar">
        <div class="logo">
            <a href="index.php#home">
                <img src="images/logo.svg" alt="logo de l'entreprise">
            </a>
        </div>

        <div class="burger" id="burger">
            <span></span>
            <span></span>
            <span></span>
        </div>

        <ul class="nav-links" id="nav-link">
            <li><a href="/">Accueil</a></li>
            <li><a href="#about">À propos</a></li>
            <li><a href="#services">Services</a></li>
            <li><a href="#projects">Réalisations</a>
            <li><a href="projects">Nos projets</a></li>
            <li><a href="#testimonials">Avis Clients</a></li>
        </ul>
    </nav>
</header>    <main>
        <div id="home" class="hero-wrapper" aria-label="Section d'accueil">
            <section id="hero" class="section-hero">
                <div class="hero-content">
                    <img src="images/baniere.webp" alt="Image d'accueil" class="hero-img" width="1920" height="1080">
                    <div class="hero-text">
                        <img src="images/logo-white.svg" alt="logo de l'entreprise" id="logo-hero" class="fade-in-up-slow">
                        <h1 class="hero-h1 fade-in-up-fast">Chaque détail compte, chaque projet nous engage.</h1>
                        <p class="fade-in-up-fast">Professionnalisme, confiance et savoir-faire au rendez-vous.</p>
                    </div>
                </div>
            </section>
        </div>



            <section id="about" class="section" aria-labelledby="about-title">
                <div class="container">
                    <div class="section-h2" id="about-h2">
                        <h2 class="title-h2 fade-in-up-fast">À propos de nous</h2>
                    </div>
                    <p class="about-text fade-in-up-slow"><span>LES PARISIENS DU BÂTIMENT</span> est une société spécialisée dans <br>la rénovation d'intérieur et les travaux tous corps d'état.<br><br>Notre équipe accompagne <span>particuliers</span> et <span>professionnels</span> dans leurs projets,<br> en garantissant un travail de qualité, respectant les délais et les budgets. <br>Chez Les Parisiens du Bâtiment, nous transformons vos espaces avec précision, fiabilité et style.<br><br>De la rénovation complète à l’aménagement sur mesure,<br>nous vous accompagnons à chaque étape pour des résultats <span>à la hauteur de vos attentes</span>.</p>

                    <div class="hr-stat">
                        <hr>
                    </div>
                    <div class="stats-content fade-in-up-slow">
                        <div class="stat fade-in-up-fast" id="stat-1">
                            <div id="line-2" class="lines"></div>
                            <div class="nb-text">
                                <h3 class="stats-nb">+ 100</h3>
                                <p>PROJETS RÉALISES</p>
                            </div>
                        </div>

                        <div class="stat fade-in-up-fast" id="stat-2">
                            <div id="line-1" class="lines"></div>
                            <div class="nb-text">
                                <h3 class="stats-nb">27</h3>
                                <p>ANNÉES D'EXPÉRIENCE</p>
                            </div>
                        </div>

                        <div class="stat fade-in-up-fast" id="stat-3">
                            <div id="line-2" class="lines"></div>
                            <div class="nb-text">
                                <h3 class="stats-nb">2</h3>
                                <p>COLLABORATIONS</p>
                            </div>
                        </div>
                    </div>
                </div>
            </section>


            <section id="services" class="section" aria-labelledby="services-title">
                <div class="container">
                    <div class="section-h2 fade-in-up-fast">
                        <h2 class="title-h2">Nos services</h2>
                        <p>Des solutions sur mesure pour vos projets.</p>
                    </div>

                    <div class="services-content">
                        <div class="service fade-in-up-slow" aria-labelledby="service-1-title">
                            <img src="assets/house.svg" alt="icone de maison" class="icon-default icon-service">
                            <img src="assets/house-hover.svg" alt="icone de maison apres le passage de la souris" class="icon-hover icon-service">
                            <div class="text-service">
                                <h3 id="service-1-title" class="title-service">Rénovation complète</h3>
                                <p>Appartements, maisons, bureaux, commerces</p>
                            </div>
                        </div>

                        <div class="service fade-in-up-slow" aria-labelledby="service-2-title">
                            <img src="assets/wrench.svg" alt="icone de maison" class="icon-default icon-service">
                            <img src="assets/wrench-hover.svg" alt="icone de maison apres le passage de la souris" class="icon-hover icon-service">
                            <div class="text-service">
                                <h3 id="service-2-title" class="title-service">Travaux tous corps d'état</h3>
                                <p>maçonnerie, plomberie, électricité, menuiserie, peinture</p>
                            </div>
                        </div>

                        <div class="service fade-in-up-slow" aria-labelledby="service-3-title">
                            <img src="assets/paintbrush.svg" alt="icone de maison" class="icon-default icon-service">
                            <img src="assets/paintbrush-hover.svg" alt="icone de maison apres le passage de la souris" class="icon-hover icon-service">
                            <div id="service-3-title" class="text-service">
                                <h3 class="title-service">Aménagement intérieur</h3>
                                <p>Cuisines, salles de bain, dressing, cloisons</p>
                            </div>
                        </div>

                        <div class="service fade-in-up-slow" aria-labelledby="service-4-title">
                            <img src="assets/shield.svg" alt="icone de maison" class="icon-default icon-service">
                            <img src="assets/shield-hover.svg" alt="icone de maison apres le passage de la souris" class="icon-hover icon-service">
                            <div class="text-service">
                                <h3 id="service-4-title" class="title-service">Isolation et revêtements</h3>
                                <p>Sols, murs, plafonds, isolation thermique et phonique</p>
                            </div>
                        </div>

                        <div class="service fade-in-up-slow" aria-labelledby="service-5-title">
                            <img src="assets/users.svg" alt="icone de maison" class="icon-default icon-service">
                            <img src="assets/users-hover.svg" alt="icone de maison apres le passage de la souris" class="icon-hover icon-service">
                            <div class="text-service">
                                <h3 id="service-5-title" class="title-service">Conseil et accompagnement</h3>
                                <p>Etude de projet, conception, choix des matériaux</p>
                            </div>
                        </div>
                    </div>
                </div>
            </section>


            <section id="projects" class="section" aria-labelledby="projects-title">
                <div class="container">
                    <div class="projects-content">
                        <div class="section-h2 fade-in-up-fast">
                            <h2 id="projects-title" class="title-h2">
                                <a href="projects" id="projects-link">Nos réalisations <span class="arrow">↪</span></a>
                            </h2>
                            <p class="section-description">Ils nous ont fait confiance, voici le résultat.</p>
                        </div>

                        <div class="gallery">
                            <a href="project?id=projet1" class="card  fade-in-up-slow"><img src="images/project1/boissonade2.webp" alt="Cuisine" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 14ᵉ – Rue Boissonade</div><h3>Cuisine</h3><p>Rénovation total, cuisine , salon, chambre et salle de bain</p></div></a><a href="project?id=projet9" class="card  fade-in-up-slow"><img src="images/project9/labiche24.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Rue Labiche</div><h3>Appartement entierement rénové</h3><p>Rénovation de chambre, salon, cuisine et salle de bain</p></div></a><a href="project?id=projet2" class="card  fade-in-up-slow"><img src="images/project2/marceau9.webp" alt="Deux chambres et deux salles de bains" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 8ᵉ – Ave Marceau</div><h3>Deux chambres et deux salles de bains</h3><p>Rénovation complète d’un espace ouvert cuisine/salon.</p></div></a><a href="project?id=projet3" class="card hide-on-mobile fade-in-up-slow"><img src="images/project3/breteuil1.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 7ᵉ – Breteuil</div><h3>Appartement entierement rénové</h3><p>Cuisine, salon, salle de bain et chambre moderne et lumineux</p></div></a><a href="project?id=projet4" class="card hide-on-mobile fade-in-up-slow"><img src="images/project4/guynemer1.webp" alt="Appartement style moderne" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 6ᵉ – Rue Guynemer </div><h3>Appartement style moderne</h3><p>Rénovation total, cuisine ouverte , salon, chambre et salle de bain</p></div></a><a href="project?id=projet5" class="card hide-on-mobile fade-in-up-slow"><img src="images/project5/paul-doumer5.webp" alt="Chambre" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Ave Paul Doumer</div><h3>Chambre</h3><p>Rénovation total, chambre, séjour, cuisine ouverte et salle de bain en marbre TRAVERTIN</p></div></a>                        </div>
                    </div>
                </div>
            </section>

            <section id="testimonials" class="section" aria-labelledby="testimonials-title">
                <div class="container">
                    <div class="carousel-container">
                        <div class="section-h2 fade-in-up-fast">
                            <h2 class="title-h2">Ce que disent nos clients</h2>
                            <p>Découvrez les avis de nos clients satisfaits</p>
                        </div>
                        
                        <div class="carousel-controls">
                            <button class="carousel-btn" id="prevBtn">
                                <svg viewBox="0 0 24 24" fill="currentColor">
                                    <path d="M15 18L9 12L15 6V18Z"/>
                                </svg>
                            </button>
                            <button class="carousel-btn" id="nextBtn">
                                <svg viewBox="0 0 24 24" fill="currentColor">
                                    <path d="M9 6L15 12L9 18V6Z"/>
                                </svg>
                            </button>
                        </div>
                        
                        <div class="carousel-wrapper  fade-in-up-fast">
                            <div class="carousel-track" id="carouselTrack">
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Marie Dubois</div>
                                        <span class="review-date">15 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Service excellent ! Je recommande vivement cette entreprise. L'équipe est très professionnelle et à l'écoute."
                                    </p>
                                </div>
                                
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Pierre Martin</div>
                                        <span class="review-date">12 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Très satisfait de mon expérience. Livraison rapide et produit conforme à mes attentes."
                                    </p>
                                </div>
                                
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Sophie Laurent</div>
                                        <span class="review-date">10 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Un service client remarquable ! Ils ont répondu à toutes mes questions avec patience et professionnalisme."
                                    </p>
                                </div>
                                
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Jean Dupont</div>
                                        <span class="review-date">8 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Bonne qualité de service. Quelques petits détails à améliorer mais dans l'ensemble très positif."
                                    </p>
                                </div>
                                
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Claire Moreau</div>
                                        <span class="review-date">5 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Parfait ! Exactement ce que je cherchais. Je reviendrai certainement pour mes prochains achats."
                                    </p>
                                </div>
                                
                                <div class="review-card">
                                    <div class="review-header">
                                        <div class="review-name">Antoine Bernard</div>
                                        <span class="review-date">3 Jan 2024</span>
                                    </div>
                                    <p class="review-comment">
                                        "Service fiable et efficace. L'équipe technique est très compétente et réactive."
                                    </p>
                                </div>
                            </div>
                        </div>
                    </div>
                </div>
            </section>

        </main>
    <footer class="site-footer" role="contentinfo">
    <div class="container">
        <div id="footer-container">
            <div class="footer-left">
                <div id="footer-left-section" class="footer-section">
                    <div class="footer-contact">
                        <div id="contact-triangle" class="button-wrapper">
                            <button id="contact-toggle" aria-expanded="false" aria-controls="contact-info">
                                Contactez-nous
                            </button>
                            <div class="triangle-right" aria-hidden="true"></div>
                        </div>
                        <div id="contact-info" class="contact-info" aria-hidden="true">
                            <div id="phone" class="contact">
                                <img src="assets/telephone.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="tel:0140520314" class="contact-link">01 40 52 03 14</a>
                            </div>
                            <div id="mail" class="contact">
                                <img src="assets/e-mail.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="mailto:contact@lesparisiensdubatiment.com" class="contact-link">contact@lesparisiensdubatiment.com</a>
                            </div>
                        </div>
                        <div class="adress">
                            <img src="assets/carte.webp" alt="" aria-hidden="true" width="15" height="15">
                            <span>14 Avenue Villemain, <strong>75014 Paris</strong></span>
                        </div>
                    </div>

                    <hr aria-hidden="true">

                    <div class="footer-socials">
                        <h3>Rejoignez-nous</h3>
                        <div id="linkedin" class="social">
                            <a href="https://www.linkedin.com/" target="_blank" rel="noopener" aria-label="Suivez-nous sur LinkedIn">
                                <img src="assets/linkedin.webp" alt="" width="23" height="23">
                                <span>LinkedIn</span>
                            </a>
                        </div>
                        <div id="instagram" class="social">
                            <a href="https://www.instagram.com/lesparisiensdubatiment" target="_blank" rel="noopener" aria-label="Suivez-nous sur Instagram">
                                <img src="assets/instagram.webp" alt="" width="23" height="23">
                                <span>Instagram</span>
                            </a>
                            
                        </div>
                    </div>
                </div>
            </div>

            <div class="footer-right">
                <div id="footer-right-section" class="footer-section">
                    <h3>Naviguez à votre rythme :</h3>
                    <ul class="footer-links">
                        <li><a href="index#home" class="footer-nav-button">Accueil</a></li>
                        <li><a href="index#about" class="footer-nav-button">Qui sommes-nous ?</a></li>
                        <li><a href="index#services" class="footer-nav-button">Nos services</a></li>
                        <li><a href="index#projects" class="footer-nav-button">Nos réalisations</a></li>
                        <li><a href="index#testimonials" class="footer-nav-button">Avis Clients</a></li>
                    </ul>
                </div>
            </div>
        </div>
        
        <div class="footer-bottom">
            <div class="mention-politic">
                <a id="mention-toggle" href="mentions-legales.php" class="footer-legal-link">Mentions légales</a>
                <a id="politic-toggle" href="politic-confident.php" class="footer-legal-link">Politique de confidentialité des données</a>
            </div>
            
            <div class="footer-copyright">
                <p>&copy; 2026 Les Parisiens du Bâtiment. Tous droits réservés.</p>
            </div>
            <div class="footer-logo">
                <img src="images/logo-white.svg" alt="Les Parisiens du Bâtiment" width="48" height="48">
            </div>
        </div>
    </div>
</footer>    <script src="js/main.js"></script>
    <script src="js/avis.js"></script>
    </body>
</html>