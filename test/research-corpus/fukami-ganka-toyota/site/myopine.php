<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>マイオピン点眼薬 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">
<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/contents.css">
<link rel="stylesheet" href="./css/smart.css">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-466TG755TX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-466TG755TX');
</script>
<script type="application/ld+json">
	{
	  "@context": "https://schema.org/", 
	  "@type": "BreadcrumbList", 
	  "itemListElement": [{
		"@type": "ListItem", 
		"position": 1, 
		"name": "深見眼科 | 愛知県豊田市",
		"item": "https://fukami-ganka.jp/"  
	  },{
		"@type": "ListItem", 
		"position": 2, 
		"name": "マイオピン点眼",
		"item": "https://fukami-ganka.jp/myopine.html"  
	  }]
	}
	</script>
</head>
<body>

<div id="page">


<header class="sub_header mincho fix on">
    <div class="inner">
        <div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
        <div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
        <div class="nav_wrap">
            <div class="h_tel">tel.0565-34-1155</div>
            <div class="sub_nav">
                <nav class="nav_list">
                <a href="./">ホーム</a>
                <a href="./goaisatsu.php">院長ご挨拶</a>
                <a href="./shinryou.php">診療について</a>
                <a href="./ishi.php">医師紹介</a>
                <a href="./shisetsu.php">施設紹介</a>
                <a href="./yoyaku.php">診療予約</a>
                <a href="./qa.php">よくある質問<br/>Q&A</a>
                <a href="./sick.php">目の病気</a>
                <a href="./sick_hakunaisho.php" >白内障手術</a>
                <a href="./ortho.php">ナイトコンタクト</a>
                <a href="./myopia_control.php">近視進行抑制点眼薬</a>
                <a href="./recruit.php">採用情報</a>
                </nav>
            </div>
        </div>
    </div>
    <div class="nav-button-wrap">
        <div class="nav-button">
            <span></span>
            <span></span>
            <span></span>
        </div>
        <strong>MENU</strong>
    </div>
</header>
<main>
<div class="contents">

<h2 class="title"><img src="./images/t_myopine.png" alt="マイオピン点眼薬（自費診療）" width="100"></h2>

<div class="block p-t-0">
	<div class="inner">
		<h3 class="t_sub mincho m-t-0">マイオピン点眼とは</h3>
		<div class="box_indent">
			<p>近視は高度な近視の場合、視力低下、近視性の黄斑変性症、網膜剥離、緑内障などのリスクが高いと言われています。日本を含めてアジアでは近視の子供の数は有意に増加しております。</p>
			<p>0.01%アトロピン（マイオピン）点眼薬は小児期の近視の進行を軽減させることを目的とした点眼薬で、Singapore National Eye Centre (シンガポール国立眼科センター)の研究に基づいて開発されています。日本ではまだ保険適応ではありませんが、自費診療に て処方されるケースが増えてきています。現在、大学 病院(旭川医科大学、大阪大学、川崎医科大学、京都 府立医科大学、慶応大学、筑波大学、日本医科大学) にて臨床研究が行われています。</p>
			<p>マイオピン点眼は、近視の進行を平均60％軽減させると言われています。また近視の症状を有しているお子様（6歳から開始）に推奨されており、最低２年間継続使用することをおすすめしています。</p>
		</div>

		<h3 class="t_sub mincho">副作用</h3>
		<div class="box_indent">
			<p>通常の1％アトロピン点眼よりも濃度が低いため、副作用がほぼ皆無と言われており、日中の光のまぶしさにも影響を及ぼさず、サングラスもほぼ不要です。また手元を見る作業にもほとんど影響を与えません。アレルギー性結膜炎および皮膚炎、白内障の形成、眼圧への影響、点眼終了後も目の遠近調節機能の低下、また瞳孔が開き続けてしまう、電気生理学上、網膜機能に影響を与えるという報告もありませんでした。また全身への影響も現在のところ報告されておりません。</p>
		</div>

		<h3 class="t_sub mincho">リバウンド</h3>
		<div class="box_indent">
			<p>点眼を中止するとリバウンドがあると言われていますが、濃度が大きい群ほどリバウンドが大きかったと報告されています。0.01％の群は最も戻りが小さく、また副作用の面からも臨床的に推奨できる濃度と考えられます。</p>
		</div>

		<h3 class="t_sub mincho">治療の対象となる方</h3>
		<div class="box_indent">
			<ol class="list-num-maru m-b-20 f-bold">
				<li>6歳～12歳までの中程度（-6Ｄ）以下の近視の方。</li>
				<li>１〜３ヶ月毎の定期的な通院が可能な方。</li>
			</ol>
			<p class="single-icon-aste">現在までに報告されているのは6〜12歳を対象とした研究のため、12歳以降のデータはありません。しかし、12歳を超えても近視は進行しますし、低濃度アトロピン点眼は近視の進行を抑える可能性があります。ご希望がある方はご相談ください。</p>
		</div>

		<h3 class="t_sub mincho">使用方法および注意点</h3>
		<div class="box_indent">
			<ol class="list-num-maru m-b-20 f-bold">
				<li>毎日就寝前に１滴点眼するだけの、非常に簡単な治療法です。</li>
				<li>点眼薬1本（5㎖）は両眼用で１ヶ月間の使いきりです。</li>
				<li>法律上、保険適用外（自費診療）となるため他の疾患（保険診療）と同日に処方が出来ません。<br>その場合は後日点眼薬を処方します。</li>
			</ol>
			<p class="single-icon-aste">現在までに報告されているのは6〜12歳を対象とした研究のため、12歳以降のデータはありません。しかし、12歳を超えても近視は進行しますし、低濃度アトロピン点眼は近視の進行を抑える可能性があります。ご希望がある方はご相談ください。</p>
			<table class="table_normal table_myopine">
				<tr>
					<td>初診</td>
					<td>点眼薬１本、診察・検査代</td>
					<td>11,000円(税込)</td>
				</tr>
				<tr>
					<td>再診</td>
					<td>点眼薬１本、診察・検査代</td>
					<td>6,600円(税込)</td>
				</tr>
				<tr>
					<td>追加処方</td>
					<td>点眼薬１本</td>
					<td>3,300円(税込)</td>
				</tr>
				<tr>
					<td>オルソケラトロジー併用</td>
					<td>点眼薬１本</td>
					<td>2,800円(税込)</td>
				</tr>
			</table>
			<div class="m-t-10 size-13">※表記金額は全て税込です。</div>

			<h3 class="t_sub mincho">未承認機器・医薬品に関する注意事項</h3>
			<div >
				医薬品医療機械等法上の承認:国内未承認品<br/>
				入手経路：アイレンズ社より薬監証明取得による医師個人輸入<br/>
				同一成分や性能を有する他の国内承認医薬品等の有無：有 (ただし濃度が異なり、効能効果は適応外になります) <br/>
				諸外国における安全性等に係る情報に関して:シンガポールにて下記の報告があります<br/>
				<ul class="list-maru">
					<li>Atropine for the treatment of childhood myopia: changes after stopping atropine 0.01%, 0.1% and 0.5%. Am J Ophthalmol. 2014 Feb; 157 (2) :451 ‒ 457</li>
					<li>Atropine for the treatment of childhood myopia. Ophthalmology 2006;113(12):2285–2291.</li>
					<li>Atropine for the treatment of childhood myopia: safety and efficacy of 0.5%, 0.1%, and 0.01% doses (ATOM2). Ophthalmology 2012;119(2):347–354.</li>
				</ul>
			</div>
		</div>
	</div><!--/inner-->
</div><!--/block-->

<!--診療時間-->



<!--診療時間-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->
</main>

<div class="float-nav mincho">
	<div class="pc767">
		<nav>  
			<a href="#" class="modal-button" data-target="modal-shinryo">診療案内</a>
			<a href="./yoyaku.php">診療予約</a>
		</nav>
	</div>
	<div class="sp767">
		<nav>  
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740653"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740653"></a>
		</nav>
	</div>
</div>

<div class="modal">
	<div class="modal-contents">
		<button class="modal-close"></button>
		<div class="modal--inner">
			<div id="modal-degisuma">
				<figure>
					<img src="./images/degisuma_pc.webp"/>
					<a href="https://link.digikar-smart.jp/ios" target="_blank" class="app-link ios">ios</a>
					<a href="https://link.digikar-smart.jp/android" target="_blank" class="app-link android">android</a>
				</figure>
				<div class="more">
				<a href="./yoyaku.html#about">
					デジスマ診療とは→
				</a>
				</div>
			</div>
			<div id="modal-shinryo">
			<div class="info">
				<div class="info-tel-access">
					<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126"></h2>
					<div class="tel">
						<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img">
					</div>
					<div class="access">
						<dl>
							<dt>［深見眼科］</dt>
							<dd>
								〒471-0079<br/>
								豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/y89rTWV8u2zLCL1t7" target="_blank">Googleマップで開く</a></span>
							</dd>
							<dd>
								【電車をご利用のお客様】<br/>
								名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
								【お車をご利用のお客様】<br/>
								深見眼科ビル前に専用平面駐車25台以上有り
							</dd>
						</dl>
					</div>
				</div>
				<div>
					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							9：30〜<br/>12：30<br/>
							<br/>
							受付終了は<br/>12:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○</dd>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							
							<dt>担当</dt>
							<dd>院長<br/>副院長</dd>
							<dd>院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
						</dl>
					</div>

					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							15：30〜<br/>18：30<br/>
							<br/>
							受付終了は<br/>18:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○</dd>
							<dd>-</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>-</dd>
							
							<dt>担当</dt>
							<dd>院長</dd>
							<dd>-</dd>
							<dd>院長</dd>
							<dd>副院長</dd>
							<dd>院長</dd>
							<dd>-</dd>
						</dl>
					</div>
					

					<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
					</p>
					<a href="./yoyaku.php" class="b_yoyaku">診療の予約をする</a>
				</div>
			</div>
			</div>
		</div>
	</div>
</div>
<div class="modal-frame" id="modalFrameDegisuma">
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	<!--診療時間-->
	

<div id="smartContents">
	<header>
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740653"/></h1>
	</header>
	<main>
	<!--診療時間-->
	<section class="top_info">
		<div class="info">
			<div class="info-tel-access">
				<h2 class="t_top"><img src="./sp/images/tel.webp" alt="診療時間" width="126"></h2>
				<div class="tel">
					<a href="tel:0565-34-1155">
						<img src="./sp/images/tel.webp" alt="0565-34-1155" width="200" class="tel_img">
					</a>
				</div>
				
			</div>
			<div>
				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						9：30〜<br/>12：30<br/>
						<br/>
						受付終了は<br/>12:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○</dd>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						
						<dt>担当</dt>
						<dd>院長<br/>副院長</dd>
						<dd>院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
					</dl>
				</div>

				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						15：30〜<br/>18：30<br/>
						<br/>
						受付終了は<br/>18:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○</dd>
						<dd>-</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>-</dd>
						
						<dt>担当</dt>
						<dd>院長</dd>
						<dd>-</dd>
						<dd>院長</dd>
						<dd>副院長</dd>
						<dd>院長</dd>
						<dd>-</dd>
					</dl>
				</div>
				

				<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
				</p>
				<div class="access">
					<dl>
						<dt>［深見眼科］</dt>
						<dd>
							〒471-0079<br/>
							豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/JBqcASGATYjkKXmW6" target="_blank">Googleマップで開く</a></span>
						</dd>
						<dd>
							【電車をご利用のお客様】<br/>
							名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
							【お車をご利用のお客様】<br/>
							深見眼科ビル前に専用平面駐車25台以上有り
						</dd>
					</dl>
				</div>
			</div>
		</div>
	</section><!--/top_info-->
	</main>
</div>	<div class="modal-frame-close"></div>
</div>

<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/slick/slick.min.js"></script>
<script src="./js/navActive.js?1795740653"></script>
<script src="./js/modal.js?1795740653"></script>
<script src="./js/script.noviewport.js?1795740653"></script></body>
</html>