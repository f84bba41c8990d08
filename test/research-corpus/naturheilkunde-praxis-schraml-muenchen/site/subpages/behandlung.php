<!DOCTYPE html>
<html lang="de">
<head>
<title>Allgemein</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="behandlung">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Behandlung</h2>

				<p>
					In meiner Natur&shy;heilkunde-Praxis wende ich die
					<a href="tcm.php">chinesische Heil&shy;methode</a>
					zur Diagnostik an. Anschließend findet mit dem
					<a href="testung.php">Puls-Test&shy;verfahren</a>
					nach Dr. Nogier eine individuelle Testung statt. Dadurch wird eine tiefer&shy;liegende Diagnostik bezüglich der
					Schwach&shy;stellen des Organismus möglich. Gleichzeitig kann die geeignete Behandlungs&shy;weise und Medikation
					getestet werden. Die Befund&shy;erhebung wird durch dieses ganz&shy;heitliche Konzept der östlichen und westlichen
					Alternativ-Medizin erklärt und besprochen. Mit der
					<a href="bioresonanz.php">Bioresonanz-Therapie</a>
					werden die Beschwerden und Erkrankungen behandelt. Erfreulicher&shy;weise treten oft schon Linderungen während der
					ersten Behandlung auf. Ergänzt wird die Behandlung mit der
					<a href="farbtherapie.php">Farblicht-Therapie.</a>
				</p>
				<p>
					Die körper&shy;orientierte Psycho&shy;therapie nach der
					<a href="hakomi.php">Hakomi-Methode</a>
					kann bei körperlichen Beschwerden und in Krisen&shy;situationen, wenn gewünscht, mit in die Behandlung integriert
					werden.
				</p>
				<p>Die Behandlungs&shy;zeit beträgt bei der Erst&shy;anamnese ca. 1 &frac34; Stunden ansonsten zwischen 1
					&frac14; und 1 &frac12; Stunden</p>
				<p>Bitte haben Sie Verständnis, dass Behandlungs&shy;termine, die innerhalb von 24 Stunden abgesagt werden und
					nicht wieder belegt werden können, berechnet werden.</p>
			</td>
			<td id="pict"><img id="pictimg" src="../img/phyto.jpg"></td>
		</tr>
	</table>
</body>
</html>
