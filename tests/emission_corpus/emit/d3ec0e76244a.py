


def forward(self, x):
    add = x + 1;  x = None
    _raising = test_code_emission__raising(add);  add = None
    return _raising
    