<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>目の病気 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
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
<link rel="stylesheet" href="./css/sick.css">
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
		"name": "目の病気",
		"item": "https://fukami-ganka.jp/sick.html"  
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

<h2 class="title"><img src="./images/t_sick.png" alt="目の病気" width="100"></h2>
<div class="sub_main"><img src="./images/sub_sick.jpg" alt=""></div>

<div class="block block_intro">
    <strong>人は、情報の8割を視覚から得ていると言われており、目は大事な体の一部です。しかし、眼の病気は自覚症状があまりないものも多く、気づかずに進行してしまい、失明してしまう病気もあります。見え方に少しでも違和感を感じたら、早めの受診をお勧めします。</strong>
</div>

<section class="block block_sick">
    <h1 class="mincho">結膜炎</h1>
    <p>
        目の表面に炎症が起こる病気です。結膜炎はウイルス性結膜炎・細菌性結膜炎・アレルギー性結膜炎の大きく３つに分けられます。放っておくと、症状がひどくなったり、他人にうつしてしまったりすることがあります。
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        原因によって治療法や経過が異なりますので、早めに受診することが重要です。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">ものもらい（麦粒腫）</h1>
    <p>
        まぶたにある分泌腺にばい菌が入ることにより、まぶたが赤くなり腫れる病気です。しばしば痛みや痒みを伴います。
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        目薬や飲み薬で治療を行います。進行した場合は切開して膿を出すこともあります。汚れた手で目をこすったりしないよう注意が必要です。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">霰粒腫</h1>
    <p>
        まぶたにある分泌腺がつまって慢性的な炎症が起きることにより、塊（肉芽腫）ができる病気です。ものもらいと同じようにまぶたが腫れてきますが、痛みや赤みはありません。炎症を伴った場合はものもらいと似た症状が出ることがあります。
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        軟膏や目薬の治療を行います。大きい場合は手術で摘出したりする必要があります。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">ドライアイ</h1>
    <p>
        涙の量が減ったり、涙の質が低下することにより、目を潤す力が低下した病気です。現在、日本では6人に1人がドライアイと言われており、年々増加傾向にあります。目の乾燥感だけでなく、異物感・目の痛み・まぶしさ・目の疲れ、視力の低下も起こります。
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        目薬で治療を行います。それでも効果が出ない場合は涙の通り道を塞ぎ、涙が目に留まるようにする治療を行います。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">白内障</h1>
    <p>
        さまざまな原因で水晶体（カメラのレンズにあたる部分）が濁る病気です。霞んだり、物が二重に見えたり、まぶしく見えるなどの症状が出現し、進行すれば視力が低下します。主な原因は加齢であり、50歳代で45%、60歳代で75%、70歳代で90%、80歳以上では100%が白内障と言われています。まれに若年者にみられる白内障もあります。    </p>
    <p class="al-c">
        <a href="http://www.jscr.net/ippan/page-010.html" target="_blank">
            <img src="./images/hakunai_test.png" class="pc">
            <img src="./images/hakunai_test_sp.png" class="sp">
        </a>
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        点眼薬や手術といった方法があります。点眼薬で進行を遅らすことができますが、濁った水晶体をもとに戻すことはできず、手術以外の視力改善方法はありません。
    </div>
    <div class="al-c">
        <a href="./sick_hakunaisho.html" class="btn mincho">白内障手術の流れはこちら</a>
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">緑内障</h1>
    <p>
        緑内障は眼圧（目の硬さ）が、高くなり、見える範囲（視野）が狭くなる病気です。緑内障は日本における失明原因の第1位です。40歳以上の20人に1人が緑内障と言われています。日本人には眼圧が高くないタイプの緑内障が最も多く、気づかずに過ごしている人が大勢います。自覚症状としては、見えない場所が出てきますが、日常生活では、両眼で見ているので、気づきにくく、かなり進行してしまってから発見されることも多いです。緑内障の現在の治療は、あくまでも進行をゆるやかにするためのものであり、残念ながら緑内障の進行により失った視野や視力を治療によって取り戻すことができません。そのため早期発見、早期治療が重要です。
    </p>
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        目薬で治療を行います。目薬は１種類から始めて、最大5種類くらい使います。当院では、低侵襲に行える緑内障手術（MIGS) を日帰りで行っております。白内障手術と同時に行うことも可能です。眼圧を下げ緑内障の進行を抑えるために、房水流出抵抗の大きな線維柱帯を切開します。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">糖尿病網膜症</h1>
    
    糖尿病になって、血糖の高い状態が何年も続くと、目の奥に異常が出てくる病気です。初期では視力は低下しませんが、進行すると視力が低下し失明に至ることもあります。特に目のむくみ（糖尿病性黄斑浮腫）が起きると視力が低下します。糖尿病網膜症は、かなり進行するまで自覚症状がない場合もあり、まだ見えるから大丈夫という自己判断は危険です。目の症状がなくても糖尿病の方は、定期的な眼底検査を受けることが重要です。
    
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        治療は内科での血糖のコントロールがとても重要です。初期の段階では、まだ治療は必要ではありませんが、定期検診が必要です。進行した場合はレーザーで進行を抑えます。目のむくみ（糖尿病性黄斑浮腫）に対しては、硝子体内注射をします。網膜剥離や目の中で大出血（硝子体出血）が起こった場合は大手術が必要になりますので、専門医をご紹介させていただきます。) を日帰りで行っております。白内障手術と同時に行うことも可能です。眼圧を下げ緑内障の進行を抑えるために、房水流出抵抗の大きな線維柱帯を切開します。
    </div>
</section>

<section class="block block_sick">
    <h1 class="mincho">加齢黄斑変性症</h1>
    加齢により網膜の中心部である黄斑に障害が起きることにより、見ようとするところが見えにくくなる病気です。ものが歪んで見えたり、真ん中が見えなくなり視力が低下したり、色がわからなくなったりします。
    <div class="pop_contents">
        <div class="pop_title mincho"><h2>[治療法]</h2></div>
        新生血管を沈静化させる薬（抗VEGF）を硝子体内に注射する方法が一般的です。当院で手術室にて安心して受けていただけます。) を日帰りで行っております。白内障手術と同時に行うことも可能です。眼圧を下げ緑内障の進行を抑えるために、房水流出抵抗の大きな線維柱帯を切開します。
    </div>
</section>

</div>




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
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740656"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740656"></a>
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
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740656"/></h1>
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
<script src="./js/navActive.js?1795740656"></script>
<script src="./js/modal.js?1795740656"></script>
<script src="./js/script.noviewport.js?1795740656"></script></body>
</html>