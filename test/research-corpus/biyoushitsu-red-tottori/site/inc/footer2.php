<footer>
        <p class="footer"><small>Copyright &copy; Hair RED. All Rights Reserved.</small></p>
    </footer>
    <!--アップスクロールボタン-->
    <a class="return_top" href="#top"><span class="dli-chevron-right"></span></a>

    <script src="../script.js"></script>
</body>
</html>