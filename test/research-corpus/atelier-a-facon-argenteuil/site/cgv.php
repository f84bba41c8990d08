
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

        <h3><strong>Conditions générales de vente</strong></h3>

        <div class="cgv_box">
            <p>Les présentes conditions de vente sont conclues d’une part par l’auto-entreprise
            Atelier à façon, dont le siège social est situé à Argenteuil, immatriculée au
            Registre du Commerce et des Sociétés de Cergy sous le numéro 8451168610010, ci-après
            dénommée "Atelier à façon" gérant le site www.atelierafacon.com et, d’autre part, par
            toute personne physique ou morale souhaitant procéder à un achat via le site internet
            www.atelierafacon.com ci-après dénommée "l’acheteur".</p>
        </div>

        <h4><strong>Article 1. Objet</strong></h4>

        <div class="cgv_box">
            <p>Les présentes conditions de vente visent à définir les relations contractuelles entre
            Atelier à façon et l’acheteur et les conditions applicables à tout achat effectué par 
            le biais du site internet www.atelierafacon.com . L’acquisition d’un produit à travers
            le présent site implique une acceptation sans réserve par l’acheteur des présentes 
            conditions de vente dont l’acheteur reconnaît avoir pris connaissance préalablement à
            sa commande. Avant toute transaction, l’acheteur déclare d’une part que l’achat de 
            produits sur le site www.atelierafacon.com est sans rapport direct avec son activité 
            professionnelle et est limité à une utilisation strictement personnelle et d’autre part
            avoir la pleine capacité juridique, lui permettant de s’engager au titre des présentes
            conditions générales de ventes.</p>

            <p>L’auto-entreprise Atelier à façon conserve la possibilité de modifier à tout moment
            ces conditions de ventes, afin de respecter toute nouvelle réglementation ou dans le
            but d'améliorer l’utilisation de son site. De ce fait, les conditions applicables seront
            celles en vigueur à la date de la commande par l’acheteur.</p>
        </div>

        <h4><strong>Article 2. Produits</strong></h2>

        <div class="cgv_box">
            <p>Les produits proposés sont ceux qui figurent sur le site www.atelierafacon.com de 
            la société Atelier à façon, dans la limite des stocks disponibles. Atelier à façon se 
            réserve le droit de modifier à tout moment l’assortiment de produits. Chaque produit
            est présenté sur le site internet sous forme d’un descriptif reprenant ses principales
            caractéristiques techniques (modèle, taille, description...). Les photographies sont les
            plus fidèles possibles mais n’engagent en rien le Vendeur. La vente des produits présentés
            dans le site www.atelierafacon.com destinée à tous les acheteurs résidants dans les pays
            qui autorisent pleinement l’entrée sur leur territoire de ces produits.</p>
        </div>

        <h4><strong>Article 3. Tarifs</strong><h4>

        <div class="cgv_box">
            <p>Les prix figurant sur les fiches produits du catalogue internet et sont
            des prix en Euros (€) toutes taxes comprises (TTC) tenant compte de la TVA
            applicable au jour de la commande. Tout changement du taux de la TVA pourra
            être répercuté sur le prix des produits. Atelier à façon se réserve le droit
            de modifier ses prix à tout moment, étant toutefois entendu que le prix figurant
            au catalogue le jour de la commande sera le seul applicable à l’acheteur. Les
            prix indiqués ne comprennent pas les frais de livraison, facturés en supplément
            du prix des produits achetés suivant le montant total de la commande. En France
            métropolitaine, pour toute commande supérieure ou égale à 0euros TTC, les frais
            de port sont offerts; pour toute commande inférieure à 0euros TTC, un forfait
            de participation aux frais d’expédition sera facturé à l’acheteur d'un montant
            de 2euros TTC.</p>
        </div>

        <h4><strong>Article 4. Commande et modalités de paiement</strong></h4>

        <div class="cgv_box">
            <p>Atelier à façon propose à l’acheteur de commander et régler ses produits en plusieurs étapes,
            avec comme option de paiement au choix :</p>
        
            <p> - Paiement par virement bancaire : l’acheteur sélectionne les produits qu’il souhaite
            commander dans le « panier », modifie si besoin (quantités, références...), vérifie l’adresse
            de livraison ou en renseigne une nouvelle. Puis, les frais de port sont calculés et soumis
            à l’acheteur, ainsi que le nom du transporteur. Ensuite, l’acheteur choisit le mode de paiement
            de son choix : « Paiement par virement ». Enfin, la dernière étape lui propose de vérifier
            l’ensemble des informations, prendre connaissance et accepter les présentes conditions générales
            de vente en cochant la case correspondante, puis l’invite à valider sa commande en cliquant sur
            le bouton « Confirmer ma commande ». Ce dernier clic forme la conclusion définitive du contrat.
            Dès validation, l’acheteur reçoit un bon de commande confirmant l’enregistrement de sa commande.
            Afin de finaliser son paiement et déclencher le traitement de sa commande, l’acheteur doit contacter
            sa banque afin d'effectuer le virement correspondant au montant de sa commande vers le compte
            bancaire de Mili Créations dont les coordonnées sont communiquées à l'acheteur. Dès réception du
            virement, la commande sera traitée et l’acheteur en sera informé par e-mail. Atelier à façon
            expédiera les produits au plus tôt 2 jours ouvrés après réception du virement correspondantà la
            commande, sous réserve de provisions.</p>

            <p> - Paiement sécurisé par Paypal ou carte bancaire (via le système PAYPAL) : l’acheteur
            sélectionne  les  produits qu’il souhaite commander dans le « panier », modifie si besoin 
            (quantités, références...), vérifie l’adresse de livraison ou en renseigne une nouvelle. Puis,
            les frais de port sont calculés et soumis à l’acheteur, ainsi que le nom du transporteur. Ensuite,
            l’acheteur choisit le mode de paiement de son choix : « Paiement par Paypal ». L’étape suivante
            lui propose de vérifier l’ensemble des informations, prendre connaissance et accepter les présentes
            conditions générales de vente en cochant la case correspondante, puis l’invite à valider sa commande
            en cliquant sur le bouton « Confirmer ma commande ». Enfin, l’acheteur est redirigé sur l’interface
            sécurisée PAYPAL afin de renseigner en toute sécurité ses références de compte Paypal ou de carte
            bleue personnelle. Si le paiement est accepté, la commande est enregistrée et le contrat définitivement
            formé. Le paiement par compte Paypal ou par carte bancaire est irrévocable. En cas d’utilisation
            frauduleuse de celle-ci, l’acheteur pourra exiger l’annulation du paiement par carte, les sommes
            versées seront alors recréditées ou restituées. La responsabilité du titulaire d’une carte bancaire
            n’est pas engagée si le paiement contesté a été prouvé effectué frauduleusement, à  distance, sans 
            utilisation physique de sa carte. Pour obtenir le remboursement du débit frauduleux et des éventuels
            frais bancaires que l’opération a pu engendrer, le porteur de la carte doit contester, par écrit, le
            prélèvement auprès de sa banque, dans les 70 jours suivant l’opération, voire 120 jours si le contrat
            le liant à celle-ci le prévoit. Les montants prélevés sont remboursés par la banque dans un délai
            maximum d’un mois après réception de la contestation écrite formée par le porteur. Aucun frais de
            restitution des sommes ne pourra être mis à la charge du titulaire.</p>

            <p>La confirmation d’une commande entraîne acceptation des présentes conditions de vente, la
            reconnaissance d’en avoir parfaite connaissance et la renonciation à se prévaloir de ses propres
            conditions d’achat. L’ensemble des données fournies et la confirmation enregistrée vaudront
            preuve de la transaction. Si l’acheteur possède une adresse électronique et s’il l’a renseignée
            sur son bon de commande, Atelier à façon lui communiquera par courrier électronique la confirmation
            de l’enregistrement de sa commande.</p>

            <p>Si l’acheteur souhaite contacter la société Atelier à façon, il peut le faire soit par courrier
            à l’adresse suivante : Atelier à façon, 30 rue du fief 95100 Argenteuil; soit par email à l’adresse
            suivante : morgane.ballif@yahoo.fr.</p>
        </div>

        <h4><strong>Article 5. Réserve de propriété</strong></h4>

        <div class="cgv_box">
            <p>La société Atelier à façon conserve la propriété pleine et entière des produits vendus jusqu'au
            parfait encaissement du prix, en principal, frais et taxes compris.</p>
        </div>

        <h4><strong>Article 6. Rétractation</strong></h4>

        <div class="cgv_box">
            <p>En vertu de l’article L121-20du Code de la consommation, l’acheteur dispose d'un délai de quatorzejours
            ouvrables à compter de la livraison de leur commande pour exercer son droit de rétractation et ainsi
            faire retour du produit au vendeur pour échange ou remboursement sans pénalité, à l’exception des frais
            de retour.</p>
        </div>

        <h4><strong>Article 7. Livraison</strong></h4>

        <div class="cgv_box">
            <p>Les livraisons sont faites à l’adresse indiquée sur le bon de commande qui ne peut être que
            dans la zone géographique convenue. Les commandes sont effectuées par La Poste via COLISSIMO,
            service de livraison avec suivi, remise sans signature. Les délais de livraison ne sont donnés
            qu’à titre indicatif ; si ceux-ci dépassent trente jours à compter de la commande, le contrat de
            vente pourra être résilié et l’acheteur remboursé. Atelier à façon pourra fournir par e-mail à
            l’acheteur le numéro de suivi de son colis. L’acheteur est livré à son domicile par son facteur.
            En cas d’absence de l’acheteur, il recevra un avis de passage de son facteur, ce qui lui permet
            de retirer les produits commandés au bureau de Poste le plus proche, pendant un délai indiqué par
            les services postaux. Les risques liés au transport sont à la charge de l'acquéreur à compter du
            moment où les articles quittent les locaux de la société Atelier à façon. L’acheteur est tenu de
            vérifier en présence du préposé de La Poste ou du livreur, l’état de l’emballage de la marchandise
            et son contenu à la livraison. En cas de dommage pendant le transport, toute protestation doit
            être effectuée auprès du transporteur dans un délai de trois jours à compter de la livraison.</p>
        </div>

        <h4><strong>Article 8. Garantie</strong></h4>

        <div class="cgv_box">
            <p>Tous les produits fournis par Atelier à façon bénéficient de la garantie légale prévue par les
            articles 1641 et suivants du Code civil. En cas de non conformité d’un produit vendu, il pourra
            être retourné à Atelier à façon qui le reprendra, l’échangera ou le remboursera. Toutes les
            réclamations, demandes d’échange ou de remboursement doivent s’effectuer par voie postale à
            l’adresse suivante : Atelier à façon, 30 rue du fief 95100 Argenteuil, dans un délai de trentejours
            après livraison.</p>
        </div>

        <h4><strong>Article 9. Responsabilité</strong></h4>

        <div class="cgv_box">
            <p>Atelier à façon, dans le processus de vente à distance, n’est tenue que par une obligation de
            moyens. Sa responsabilité ne pourra être engagée pour un dommage résultant de l’utilisation du
            réseau Internet tel que perte de données, intrusion, virus, rupture du service, ou autres problèmes
            involontaires.</p>
            </div>

        <h4><strong>Article 10. Propriété intellectuelle</strong></h4>

        <div class="cgv_box">
            <p>Tous les éléments du site www.atelierafacon.com sont et restent la propriété intellectuelle
            et exclusive de la société Atelier à façon. Personne n’est autorisé à reproduire, exploiter, ou
            utiliser à quelque titre que ce soit, même partiellement, des éléments du site qu’ils soient
            sous forme de photo, logo, visuel ou texte.</p>
        </div>

        <h4><strong>Article 11. Données à caractère personnel</strong></h4>

        <div class="cgv_box">
            <p>Atelier à façon s'engage à préserver la confidentialité des informations fournies par l’acheteur,
            qu'il serait amené à transmettre pour l'utilisation de certains services. Toute information le concernant
            est soumise aux dispositions de la loi n°78-17 du 6 janvier 1978. A  ce  titre, l'internaute dispose
            d'un droit d'accès, de modification et de suppression des informations le concernant. Il peut en faire
            la demande à tout moment par courrier à l’adresse suivante : Atelier à façon, 30 rue du fief 95100
            Argenteuil.</p>
        </div>

        <h4><strong>Article 12. Règlement des litiges</strong></h4>

        <div class="cgv_box">
            <p>Les présentes conditions de vente à distance sont soumises à la loi française. Pour tous litiges
            ou contentieux, le Tribunal compétent sera celui de Paris.</p>
        </div>      

    </div>

</main>


</body>
</html>