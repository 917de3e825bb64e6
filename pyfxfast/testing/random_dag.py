def random_dag(*a, **k): raise NotImplementedError
