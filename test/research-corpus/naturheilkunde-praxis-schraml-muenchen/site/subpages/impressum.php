<!DOCTYPE html>
<html lang="de">
<head>
<title>Impressum</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<link rel="shortcut icon" href="../img/sybille.ico">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/impressum.js"></script>
</head>

<body id="impressum">
	<table width="100%" id="impressumheader">
		<tr>
			<td>
				<h2>Impressum</h2>
			</td>
			<td align="right" valign="top"><a href="javascript:closeImpressum()" class="closeImpressum">Schließen</a></td>
		</tr>
	</table>

	<table summary="Impressum" id="impressumtable">
		<tr>
			<td>Angaben gemäß §5 TMG:<br>(verantwortlich für Inhalt des Angebotes)
			</td>
			<td><p>
					Sybille Schraml<br>Dantestr, 29<br>80637 München<br>Tel: 089/33 089 158<br>Email:
					info@naturheilkunde-praxis.de
				</p>
				<p>
					Berufsbezeichnung: Heilpraktikerin<br>Die Erlaubnis zur Ausübung der Heilkunde ohne Bestallung mit der
					Berufsbezeichnung &bdquo;Heilpraktikerin&ldquo; wurde am 13.08.1990 durch das Gesundheitsamt München, Dachauerstr.
					90 erteilt.
				</p>
				<p>Zuständige Aufsichtsbehörde: Referat für Gesundheit und Umwelt der Landeshauptstadt München, Bayerstraße 28a,
					80335 München</p>
				<p class="nomargin">Berufsrechtliche Regelungen:</p>
				<ul>
					<li>Gesetz über die berufsmäßige Ausübung der Heilkunde ohne Bestallung (<a
							href="http://www.gesetze-im-internet.de/heilprg/index.html" target="_blank">Heilpraktikergesetz</a>)
					</li>
					<li><a href="http://www.gesetze-im-internet.de/heilprgdv_1/index.html" target="_blank">Durchführungsverordnung
							zum Heilpraktikergesetz</a></li>
					<li><a href="http://www.bdhn.de/berufsordnung.html" target="_blank">Berufsordnung</a> für Heilpraktiker</li>
				</ul></td>
		</tr>
		<tr>
			<td>Technische Umsetzung:</td>
			<td>Jörg Eisfeld - webdevelopment@jeisfeld.de</td>
		</tr>
		<tr>
			<td>Bildreferenz:</td>
			<td>Die Bilder, soweit nicht selbst erstellt, sind erworben von fotolia.com.</td>
		</tr>
		<tr>
			<td width="20%">Rechtshinweis:</td>
			<td>
				<h4>§1 Haftungsbeschränkung</h4>
				<p>Die Inhalte dieser Website werden mit größtmöglicher Sorgfalt erstellt. Der Anbieter übernimmt jedoch keine
					Gewähr für die Richtigkeit, Vollständigkeit und Aktualität der bereitgestellten Inhalte. Die Nutzung der Inhalte
					der Website erfolgt auf eigene Gefahr des Nutzers.</p>
				<p>Als Diensteanbieter sind wir gemäß § 7 Abs.1 TMG für eigene Inhalte auf diesen Seiten nach den allgemeinen
					Gesetzen verantwortlich. Nach §§ 8 bis 10 TMG sind wir als Diensteanbieter jedoch nicht verpflichtet, übermittelte
					oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige
					Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den
					allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der
					Kenntnis einer konkreten Rechtsverletzung möglich. Bei Bekanntwerden von entsprechenden Rechtsverletzungen werden
					wir diese Inhalte umgehend entfernen.</p>
				<h4>§2 Externe Links</h4>
				<p>Diese Website enthält Verknüpfungen zu Websites Dritter ("externe Links"), auf deren Inhalte wir keinen
					Einfluss haben. Diese Websites unterliegen der Haftung der jeweiligen Betreiber. Der Anbieter hat bei der
					erstmaligen Verknüpfung der externen Links die fremden Inhalte daraufhin überprüft, ob etwaige Rechtsverstöße
					bestehen. Zu dem Zeitpunkt waren keine Rechtsverstöße ersichtlich. Der Anbieter hat keinerlei Einfluss auf die
					aktuelle und zukünftige Gestaltung und auf die Inhalte der verknüpften Seiten. Das Setzen von externen Links
					bedeutet nicht, dass sich der Anbieter die hinter dem Verweis oder Link liegenden Inhalte zu Eigen macht. Eine
					ständige Kontrolle der externen Links ist für den Anbieter ohne konkrete Hinweise auf Rechtsverstöße nicht
					zumutbar. Bei Kenntnis von Rechtsverstößen werden jedoch derartige externe Links unverzüglich gelöscht.</p>
				<h4>§3 Urheber- und Leistungsschutzrechte</h4>
				<p>Die auf dieser Website veröffentlichten Inhalte unterliegen dem deutschen Urheber- und Leistungsschutzrecht.
					Die Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechtes
					bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Downloads und Kopien dieser Seite sind
					nur für den privaten, nicht kommerziellen Gebrauch gestattet. Soweit die Inhalte auf dieser Seite nicht vom
					Betreiber erstellt wurden, werden die Urheberrechte Dritter beachtet. Insbesondere werden Inhalte Dritter als
					solche gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen
					entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Inhalte umgehend entfernen.</p>
			</td>

		</tr>
	</table>
	<table width="100%">
		<tr>
			<td align="right" valign="top"><a href="javascript:closeImpressum()" class="closeImpressum">Schließen</a></td>
		</tr>
	</table>
</body>
</html>
