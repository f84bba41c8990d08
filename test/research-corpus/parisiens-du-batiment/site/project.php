<!--Page de projet (slider)-->
