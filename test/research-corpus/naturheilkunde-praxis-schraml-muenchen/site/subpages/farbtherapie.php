<!DOCTYPE html>
<html lang="de">
<head>
<meta name="generator" content="HTML Tidy, see www.w3.org" />
<title>Farblicht</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="farbtherapie">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Farblicht-Therapie</h2>

				<p>Die in meiner Praxis zur Therapie ein&shy;gesetzte Farblicht-Behandlung wird sowohl bei körper&shy;lichen als
					auch psychischen Beschwerden unter&shy;stützend ein&shy;gesetzt. Darüber hinaus fördert sie das allgemeine
					Wohl&shy;befinden.</p>
				<p>Zwei Methoden kommen dabei zur Anwendung. Bei der Farb&shy;aku&shy;punktur nach P. Mandel werden chinesische
					Akupunktur&shy;punkte mit der jeweiligen Farbe stimuliert. Zusätzlich wird der ganze Körper mit Farblicht
					bestrahlt. Die aktuell wirkungs&shy;vollste Farbe wird intuitiv oder mit Hilfe der Puls&shy;testung ausgewählt.</p>

				<p>Therapeutische Wirkung:</p>

				<ul>
					<li><b><font color="#CC0000">Rot</font></b> wirkt aktivierend, wärmend, durchblutungs&shy;fördernd, regt den
						Stoff&shy;wechsel an. Es wird eingesetzt bei Blutarmut, niedrigem Blutdruck, Durchblutungs&shy;störungen.</li>
					<li><b><font color="#FF9900">Orange</font></b> steigert die Lebens&shy;freude, bei Nieder&shy;geschlagenheit,
						Depression, Blasen&shy;entzündung, Schwäche im Klimakterium, Unterleibs&shy;beschwerden, ausbleibender
						Menstruation, Impotenz</li>
					<li><b style="text-shadow: -1px 0 #777700, 0 1px #777700, 1px 0 #777700, 0 -1px #777700;"><font
							color="#EEEE00">Gelb</font></b> unterstützt als Farbe der Sonne die &bdquo;Mitte&ldquo;, den Solarplexus,
						Verdauungs&shy;störungen, Magen-Darm-Beschwerden, hat eine sehr erhellende Wirkung</li>
					<li><b><font color="#009900">Grün</font></b> ist die Farbe der lebendigen Vital-Energie, der Natur. Wirkt
						ausgleichend, Nerven beruhigend, unterstützt bei Herz&shy;anfällen, Herz&shy;schmerzen, Leber-Galle-Störungen,
						ebenso bei Durchschlaf&shy;störungen.</li>
					<li><b><font color="#0000CC">Blau</font></b> kühlt, hilft abschwellen, ist schmerzstillend und beruhigt, hat
						eine positive Wirkung auf Lunge und Bronchien, bei Muskel&shy;verspannungen und Einschlaf&shy;störungen.</li>
					<li><b><font color="#990099">Violett</font></b> regt Stoff&shy;wechsel, Immun&shy;system, Lymph&shy;system
						und den Thymus an. Es ist die Farbe der Spiritualität und Intuition.</li>
				</ul>
			</td>
			<td id="pict"><img id="pictimg" src="../img/farbfaecher.png"></td>
		</tr>
	</table>
</body>
</html>

