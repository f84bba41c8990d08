<!DOCTYPE html>
<html lang="de">
<head>
<title>TCM</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="tcm">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Chinesische Heilmethode</h2>
				<p>In meiner Praxis verwende ich die chinesische Heil&shy;methode zur Diagnostik. Diese jahrtausend&shy;alte
					Heil&shy;kunst gewährt uns tiefe Erkennt&shy;nisse über das komplexe Zusammen&shy;spiel von Körper, Geist und
					Lebens&shy;umständen.</p>
				<p>
					Anhand der Puls- und Zungen&shy;diagnose, Farbe und Beschaffen&shy;heit der Haut geben die objektiven Befunde
					Aufschluss über tiefer&shy;liegende Zusammen&shy;hänge des Krankheits&shy;geschehens. Auch die Organuhr, die
					Meridian&shy;verläufe (Energie&shy;bahnen) und die Betrachtung der Augen&shy;diagnose erweitern die individuellen
					Erkenntnisse. Ebenso kann eine Ernährung nach dem Prinzip der Fünf-Elemente-Lehre unter&shy;stützend wirksam sein.
					Mit der
					<a href="farbtherapie.php" target="main" id="farbtherapie">Farblicht-Therapie</a>
					werden wichtige Akupunktur&shy;punkte sanft, aber wirkungs&shy;voll stimuliert.
				</p>
			</td>
			<td id="pict"><img id="pictimg" src="../img/meridian.jpg"></td>
		</tr>
	</table>
</body>
</html>
