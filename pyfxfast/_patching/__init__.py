"""What ``patch()`` (``pyfxfast/patching.py``) needs around Python's import
system, none of it public: the import hooks (:mod:`.import_hook`), the walk over
``sys.modules`` (:mod:`.namespaces`), Dynamo's skip list (:mod:`.dynamo_skip`)
and ExecuTorch imported while patched (:mod:`.executorch_import`)."""
