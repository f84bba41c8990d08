<aside class="aside">

	<span class="icon-container">
		<i class="material-icons aside-icon">arrow_back</i>
	</span>

	<div class="aside-content">

		<table>

            <tr>

                <td colspan="2" class="heading" >Sprechzeiten</td>

            </tr>

            <tr>

                <td>Die aktuell gültigen Sprechzeiten entnehmen Sie am besten der Infobox der <a href="https://www.google.com/search?q=zahndocs+berlin" target="_blank">Google Suche</a></td>

            </tr>

		</table>
	</div>

</aside>
