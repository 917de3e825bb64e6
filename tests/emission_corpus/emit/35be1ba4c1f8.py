


def forward(self, view_38):
    permute_19 = torch.ops.aten.permute.default(view_38, [0, 2, 1, 3]);  view_38 = None
    return permute_19
    