<!DOCTYPE html>
<html lang="de">
<head>
<title>Kontakt</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="kontakt">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Kontakt</h2>

				<p>
					Therapie&shy;zentrum Dantestraße<br> Dantestraße 29 &nbsp; I.&nbsp;Stock <br> 80637 München
				</p>

				<p>
					<em><big>&#9742;&nbsp;</big> 089 / 33 089 158</em>
				</p>
				<p>
					Praxistage: Mo/Di/Do<br> Telefon-Sprechzeiten: Mo - Do, 8:00 - 9:00 oder AB
				</p>


				<h4>MVG</h4>
				<p>
					U1 und U7 Halte&shy;stelle West&shy;friedhof<br> Tram 20 und 21 <br> Buslinien 151, 164, 165 und 180<br>
				</p>
				<h4>Auto</h4>
				<p>
					Park&shy;möglichkeiten auf den um&shy;liegenden Straßen oder für 2h mit Park&shy;scheibe am West&shy;fried&shy;hof.
					<br>(Der Rein&shy;mar&shy;platz ist derzeit wegen Bau&shy;stellen&shy;arbeiten geschlossen.)
				</p>

				<p>
					Email:
					<a href="mailto:Sybille Schraml<info@naturheilkunde-praxis.de>">info@naturheilkunde-praxis.de</a>
					<br> Praxis-Webseite:
					<a href="http://www.therapiezentrum-dante.de" target="_blank">www.therapiezentrum-dante.de</a>
				</p>
			</td>
			<td id="pict" class="googlemaps">
				<div>
					<a
						href="https://www.google.com/maps/place/Dantestra%C3%9Fe+29,+80637+M%C3%BCnchen/@48.168067,11.526582,15z/data=!4m5!3m4!1s0x479e7644ec74eec7:0x12490a64596d783c!8m2!3d48.1680674!4d11.5265822?hl=de-DE"
						target="_blank">Karte in Google Maps öffnen</a>
					<img src="../img/Google_Maps.gif" />
				</div>
			</td>

		</tr>
	</table>
</body>
</html>
